import { GraphError } from '../../integrations/meta-graph';

export type Network = 'instagram' | 'facebook';
const label = (n: Network) => (n === 'instagram' ? 'Instagram' : 'Facebook');

/** Messages kept on a failed post for the agent (spec 3 §8 tone). */
export const publishMessages = {
  notConnected: (n: Network) => `Tu cuenta de ${label(n)} no está conectada. Conéctala desde Mi cuenta > Integraciones e inténtalo de nuevo.`,
  reconnect: (n: Network) => `${label(n)} rechazó el acceso a tu cuenta. Vuelve a conectarla desde Mi cuenta > Integraciones e inténtalo de nuevo.`,
  noAnswer: (n: Network) => `${label(n)} no respondió a tiempo. Vuelve a intentarlo en unos minutos.`,
  busy: (n: Network) => `${label(n)} está limitando las publicaciones en este momento. Vuelve a intentarlo más tarde.`,
  noImages: 'La publicación no tiene imágenes: las imágenes elegidas se eliminaron del borrador.',
  instagramUnconfirmed: 'No se pudo confirmar si la publicación de Instagram se realizó. Revisa tu cuenta antes de reintentar.',
  facebookUnconfirmed: (page: string) =>
    `No se pudo confirmar si la publicación en la página ${page} se realizó. Revisa la página antes de reintentar.`,
  containerError: 'Instagram no pudo procesar las imágenes de la publicación. Vuelve a intentarlo.',
  containerExpired: 'Instagram descartó la publicación preparada porque caducó. Vuelve a intentarlo.',
  containerSlow: 'Instagram tardó demasiado en procesar las imágenes. Vuelve a intentarlo en unos minutos.',
  pageMissing: (page: string) => `La página ${page} ya no está entre tus páginas de Facebook. Vuelve a conectar Facebook.`,
  interrupted: 'La publicación se interrumpió antes de terminar. Vuelve a intentarlo.',
} as const;

/** A provider's refusal in Spanish; subcodes of INTEGRATIONS.md first, then codes. */
export function providerMessage(network: Network, err: GraphError): string {
  if (err.kind !== 'provider') return publishMessages.noAnswer(network);
  switch (err.subcode) {
    case 2207009:
      return 'Instagram rechazó la proporción de la imagen: debe estar entre 4:5 y 1.91:1.';
    case 2207042:
      return 'Alcanzaste el límite diario de publicaciones de Instagram. Vuelve a intentarlo mañana.';
    case 2207051:
      return 'Instagram bloqueó la publicación por considerarla spam o porque tu cuenta tiene restricciones.';
    case 2207052:
      return 'Instagram no pudo descargar las imágenes de la publicación. Vuelve a intentarlo.';
    case 2207004:
      return 'Instagram no aceptó el formato de la imagen.';
    case 2207026:
    case 2207003:
      return 'Instagram no pudo obtener la imagen a tiempo. Vuelve a intentarlo.';
    default:
      break;
  }
  switch (err.code) {
    case 190:
    case 102:
      return publishMessages.reconnect(network);
    case 9007:
      return 'Instagram aún no terminó de procesar las imágenes. Vuelve a intentarlo en unos minutos.';
    case 4:
    case 17:
    case 32:
    case 613:
    case 80001:
    case 80002:
      return publishMessages.busy(network);
    case 10:
    case 200:
      return `${label(network)} no permite publicar con los permisos concedidos. Vuelve a conectar tu cuenta aceptando todos los permisos.`;
    case 368:
      return `${label(network)} bloqueó temporalmente la publicación por sus normas comunitarias.`;
    default:
      return `${label(network)} rechazó la publicación${err.code ? ` (código ${err.code})` : ''}. Vuelve a intentarlo.`;
  }
}

/** Error 190: the token is no longer accepted and the connection must be made again. */
export const isTokenRejected = (err: unknown) => err instanceof GraphError && err.kind === 'provider' && (err.code === 190 || err.code === 102);
