/** Said when a link went to the clipboard (the property page's menu, the invitation dialog). */
export const LINK_COPIED = '¡Enlace copiado correctamente!';

const enc = encodeURIComponent;

/** WhatsApp's share page: one message with the text, a colon and the link. */
export function whatsappShareUrl(url: string, text: string): string {
  return `https://wa.me/?text=${enc(`${text}: ${url}`)}`;
}

/** Telegram's share page: the link with the text beside it. */
export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${enc(url)}&text=${enc(text)}`;
}
