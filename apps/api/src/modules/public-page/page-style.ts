/** The public page's whole style sheet, sent inline (no extra request before the first paint). */
export const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
.main>*+*{margin-top:16px}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif;color:#1d2733;background:#f5f7fa}
a{color:#14568f}
img{max-width:100%;height:auto;display:block}
h1,h2,h3,p{margin:0}
.top{background:#fff;border-bottom:1px solid #e3e8ef}
.top .in,.wrap{max-width:1120px;margin:0 auto;padding:0 16px}
.top .in{display:flex;align-items:center;height:56px}
.brand{font-weight:700;font-size:20px;color:#14568f;text-decoration:none}
.wrap{padding-top:16px;padding-bottom:48px}
.cover{margin:0;aspect-ratio:3/2;border-radius:12px;overflow:hidden;background:#dde3ea}
.cover img,.grid img,.others img{width:100%;height:100%;object-fit:cover}
.cover.empty{display:flex;align-items:center;justify-content:center;color:#4a5868}
.photos{margin-top:12px}
.sub{font-size:15px;margin:12px 0 6px;color:#3b4858}
.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
.grid figure{margin:0;aspect-ratio:4/3;border-radius:8px;overflow:hidden;background:#dde3ea}
.layout{display:grid;gap:16px;margin-top:16px}
.card,.block,.summary{background:#fff;border:1px solid #e3e8ef;border-radius:12px;padding:16px}
.block h2,.card h2{font-size:18px;margin-bottom:8px}
.block h3{font-size:15px;margin:12px 0 4px;color:#3b4858}
.badges{display:flex;gap:8px;flex-wrap:wrap}
.badge{background:#14568f;color:#fff;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600}
.badge.soft{background:#e6eef7;color:#14568f}
.price{font-size:28px;font-weight:700;margin-top:8px}
h1{font-size:20px;line-height:1.3}
.place,.muted{color:#4a5868;font-size:14px}
.place{margin-top:4px}
.facts{display:flex;flex-wrap:wrap;gap:8px 16px;list-style:none;padding:0;margin:12px 0 0;font-weight:600}
.meta{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-top:12px;color:#4a5868;font-size:14px;flex-wrap:wrap}
.share{position:relative}
.share summary,.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #14568f;background:#14568f;color:#fff;text-decoration:none}
.share summary{background:#fff;color:#14568f;list-style:none}
.share summary::-webkit-details-marker{display:none}
.menu{position:absolute;right:0;top:48px;z-index:5;background:#fff;border:1px solid #e3e8ef;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.12);display:flex;flex-direction:column;min-width:200px;padding:4px}
.menu a,.menu button{display:block;text-align:left;padding:12px;border:0;background:none;font:inherit;color:#1d2733;text-decoration:none;cursor:pointer;border-radius:6px}
.menu a:hover,.menu button:hover{background:#eef3f8}
.btn.ghost{background:#fff;color:#14568f}
.btn.wa{background:#0a7d44;border-color:#0a7d44;width:100%;margin-top:12px}
.btn:disabled{opacity:.6;cursor:default}
.rich p+p{margin-top:8px}
.details{display:grid;grid-template-columns:1fr 1fr;gap:8px 16px;margin:0}
.details div{border-bottom:1px solid #eef1f5;padding:4px 0}
.details dt{color:#4a5868;font-size:13px}
.details dd{margin:0;font-weight:600}
.map .links{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}
.places{list-style:none;padding:0;margin:0}
.places li{display:flex;flex-direction:column;padding:6px 0;border-bottom:1px solid #eef1f5}
.video{width:100%;aspect-ratio:16/9;background:#000;border-radius:8px}
.who{display:flex;align-items:center;gap:12px}
.avatar{width:64px;height:64px;border-radius:50%;object-fit:cover;background:#e6eef7;color:#14568f;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:22px;flex:none}
.name{font-weight:700}
.lead{margin-top:16px}
.field{margin-top:12px}
.field label{display:block;font-weight:600;font-size:14px;margin-bottom:4px}
input,textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid #8593a3;border-radius:8px;background:#fff;color:#1d2733;min-height:44px}
input[aria-invalid],textarea[aria-invalid]{border-color:#b3261e}
.phone{display:flex;align-items:center;gap:6px}
.phone span{font-weight:600}
.phone input[name=phoneCode]{width:64px;flex:none}
.field-error,.form-error{color:#b3261e;font-size:14px;margin-top:4px}
.lead .btn{width:100%;margin-top:16px}
.thanks{padding:8px 0}
.others{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}
.others a{display:flex;flex-direction:column;gap:2px;text-decoration:none;color:#1d2733}
.others img,.noimg{aspect-ratio:4/3;border-radius:8px;background:#dde3ea;margin-bottom:6px}
.others .price{font-size:18px;margin:0}
.notice{text-align:center;padding:32px 16px}
.notice h1{font-size:24px;margin-bottom:8px}
.notice .btn{margin-top:16px}
#toast{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);width:max-content;max-width:calc(100% - 32px);text-align:center;background:#1d2733;color:#fff;padding:12px 20px;border-radius:8px;z-index:10;box-shadow:0 8px 24px rgba(0,0,0,.2)}
@media (min-width:640px){.grid{grid-template-columns:repeat(3,1fr)}.cover{aspect-ratio:16/9}}
@media (min-width:1024px){.layout{grid-template-columns:minmax(0,1fr) 360px;align-items:start}.side{position:sticky;top:16px}h1{font-size:24px}.price{font-size:32px}}
`;
