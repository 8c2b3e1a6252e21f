import { telegramShareUrl, whatsappShareUrl } from '../../../lib/share-links';

/** The message sent with an invitation link. */
export const SHARE_TEXT = 'Te invito a colaborar en una propiedad en Vitrina';

export interface ShareLink {
  label: 'WhatsApp' | 'Messenger' | 'Telegram';
  href: string;
}

/**
 * Plain https share pages for an invitation link: WhatsApp and Telegram take the text and the link;
 * Messenger's send dialog takes the link and, when the app has one, the Facebook app id.
 */
export function shareLinks(url: string, facebookAppId: string | null): ShareLink[] {
  const messenger = new URLSearchParams({ link: url, redirect_uri: url });
  if (facebookAppId) messenger.set('app_id', facebookAppId);
  return [
    { label: 'WhatsApp', href: whatsappShareUrl(url, SHARE_TEXT) },
    { label: 'Messenger', href: `https://www.facebook.com/dialog/send?${messenger.toString()}` },
    { label: 'Telegram', href: telegramShareUrl(url, SHARE_TEXT) },
  ];
}
