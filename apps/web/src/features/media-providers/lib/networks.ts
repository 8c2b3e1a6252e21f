import { MediaProviderType } from '@vitrina/contract/enums/media-provider';

/** The networks an agent can connect: their URL segment and display name. */
export type Network = 'instagram' | 'facebook';

export const networkNames: Record<Network, string> = { instagram: 'Instagram', facebook: 'Facebook' };

/** 'instagram' for type 2, 'facebook' for type 3, null for anything else (Google Calendar). */
export function networkOf(type: number): Network | null {
  if (type === MediaProviderType.Instagram) return 'instagram';
  if (type === MediaProviderType.Facebook) return 'facebook';
  return null;
}

/** Permissions the Facebook login asks for (spec 3 §6). */
export const FACEBOOK_SCOPE = 'pages_show_list,pages_manage_posts,pages_read_engagement';

export const connectMessages = {
  facebook: 'Error al conectar con Facebook. Inténtalo nuevamente.',
  instagram: 'Ha ocurrido un error al intentar conectar tu cuenta de Instagram. Por favor, vuelve a intentarlo.',
  generic: 'No se ha podido conectar la cuenta. Vuelve a intentarlo.',
  disconnect: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
} as const;
