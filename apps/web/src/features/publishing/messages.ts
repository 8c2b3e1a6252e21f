/** The texts of the publishing page and its toasts (spec 3 §2, §8). */
export const publishingMessages = {
  pageTitle: 'Publicando propiedad',
  startFailed: 'No se ha podido iniciar la publicación',
  propertyFailed: 'No se ha podido publicar la propiedad',
  instagramFailed: 'No se ha podido publicar en Instagram',
  facebookFailed: 'No se ha podido publicar en Facebook',
  published: 'Tu propiedad ha sido publicada exitosamente',
  channelError: 'Se ha perdido la conexión con el servidor. La publicación sigue en curso; vuelve a cargar la página para ver su avance.',
  notFound: 'No se ha encontrado el borrador de la propiedad',
  exitTitle: 'Salir del editor',
  exitText: '¿Seguro que quieres salir? La publicación continuará y te avisaremos cuando termine.',
} as const;

export const stepLabels = {
  start: 'Iniciando publicación',
  property: 'Publicando propiedad',
  instagram: 'Publicando en Instagram',
  facebook: 'Publicando en Facebook',
  finish: 'Finalizando publicación',
} as const;

export const stepStateLabels = {
  pending: 'pendiente',
  loading: 'en curso',
  completed: 'completado',
  error: 'error',
} as const;

export const networkNames = { instagram: 'Instagram', facebook: 'Facebook' } as const;

/** 'Instagram', 'Facebook' or 'Instagram y Facebook'. */
export function networkList(networks: ReadonlyArray<keyof typeof networkNames>): string {
  return networks.map((network) => networkNames[network]).join(' y ');
}

/** The toast when a publication ended with the property out but a network failed. */
export function publishedWithoutMessage(networks: ReadonlyArray<keyof typeof networkNames>): string {
  const names = networks.map((network) => networkNames[network]).join(' ni en ');
  return `Tu propiedad ha sido publicada, pero no se ha podido publicar en ${names}`;
}
