import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

const url = 'https://vitrina.test/invitations/abc_DEF-123';

describe('invitation share links', () => {
  it("gives Messenger's send dialog the Facebook app id from the server's config when there is one", () => {
    const href = new URL(shareLinks(url, '1234567890').find((l) => l.label === 'Messenger')!.href);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.facebook.com/dialog/send');
    expect(Object.fromEntries(href.searchParams)).toEqual({ link: url, redirect_uri: url, app_id: '1234567890' });
  });

  it('keeps the plain send link without an app id', () => {
    const href = new URL(shareLinks(url, null).find((l) => l.label === 'Messenger')!.href);
    expect(Object.fromEntries(href.searchParams)).toEqual({ link: url, redirect_uri: url });
  });

  it('gives WhatsApp and Telegram the message and the link', () => {
    const [whatsapp, , telegram] = shareLinks(url, null);
    expect(whatsapp).toEqual({ label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`Te invito a colaborar en una propiedad en Vitrina: ${url}`)}` });
    expect(new URL(telegram!.href).searchParams.get('url')).toBe(url);
  });
});
