/**
 * Every error type the API answers in `metadata.error.type`: a closed list, so a typo does not
 * compile. Each type's HTTP status and default Spanish message are in `errorCatalogue` below.
 * (The spec's spelling 'ENVIROMENT' is part of the wire and stays.)
 */
export const ErrorType = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  API_KEY_INVALID: 'API_KEY_INVALID',
  ACCESS_TOKEN_INVALID: 'ACCESS_TOKEN_INVALID',
  EMAIL_IN_USE: 'EMAIL_IN_USE',
  PHONE_NUMBER_IN_USE: 'PHONE_NUMBER_IN_USE',
  AGENT_NOT_FOUND: 'AGENT_NOT_FOUND',
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  PASSWORD_INVALID: 'PASSWORD_INVALID',
  RECAPTCHA_VERIFICATION_FAILED: 'RECAPTCHA_VERIFICATION_FAILED',
  INVALID_USER_AUTH_PROVIDER: 'INVALID_USER_AUTH_PROVIDER',
  PROVIDER_NOT_CONFIGURED: 'PROVIDER_NOT_CONFIGURED',
  PROVIDER_TOKEN_INVALID: 'PROVIDER_TOKEN_INVALID',
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  TENANT_NOT_FOUND: 'TENANT_NOT_FOUND',
  TENANT_AGENT_ALREADY_EXIST: 'TENANT_AGENT_ALREADY_EXIST',
  TENANT_STATUS_INVALID: 'TENANT_STATUS_INVALID',
  TASK_NOT_FOUND: 'TASK_NOT_FOUND',
  NOTE_NOT_FOUND: 'NOTE_NOT_FOUND',
  TASK_NOT_EDITABLE: 'TASK_NOT_EDITABLE',
  TASK_STATUS_TRANSITION_INVALID: 'TASK_STATUS_TRANSITION_INVALID',
  /** No visit (calendar event) of this agent has this id (404). */
  EVENT_NOT_FOUND: 'EVENT_NOT_FOUND',
  ATTACHMENT_NOT_FOUND: 'ATTACHMENT_NOT_FOUND',
  ATTACHMENT_LIMIT_REACHED: 'ATTACHMENT_LIMIT_REACHED',
  PROPERTY_NOT_FOUND: 'PROPERTY_NOT_FOUND',
  PROPERTY_STATUS_CONFLICT: 'PROPERTY_STATUS_CONFLICT',
  PROPERTY_DRAFT_NOT_FOUND: 'PROPERTY_DRAFT_NOT_FOUND',
  PROPERTY_DRAFT_NOT_EDITABLE: 'PROPERTY_DRAFT_NOT_EDITABLE',
  PROPERTY_DRAFT_INVALID: 'PROPERTY_DRAFT_INVALID',
  PROPERTY_DRAFT_ALREADY_PUBLISHED: 'PROPERTY_DRAFT_ALREADY_PUBLISHED',
  PROPERTY_ENVIROMENT_NOT_FOUND: 'PROPERTY_ENVIROMENT_NOT_FOUND',
  PROPERTY_IMAGE_NOT_FOUND: 'PROPERTY_IMAGE_NOT_FOUND',
  PROPERTY_IMAGE_LIMIT_REACHED: 'PROPERTY_IMAGE_LIMIT_REACHED',
  PROPERTY_VIDEO_NOT_FOUND: 'PROPERTY_VIDEO_NOT_FOUND',
  PROPERTY_NEARBY_PLACE_NOT_FOUND: 'PROPERTY_NEARBY_PLACE_NOT_FOUND',
  /** A collaborator calls outside their permission or scopes on a listing they may see (403). */
  FORBIDDEN_SCOPE: 'FORBIDDEN_SCOPE',
  /** DELETE of a listing that is not linked to the customer (404). */
  INTEREST_NOT_FOUND: 'INTEREST_NOT_FOUND',
  /** An alert of another agent, or one already dismissed (404). */
  MATCH_ALERT_NOT_FOUND: 'MATCH_ALERT_NOT_FOUND',
  COLLABORATOR_NOT_FOUND: 'COLLABORATOR_NOT_FOUND',
  /** No invitation has this token or id (404); a known one that cannot be used any more answers 410 below. */
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
  INVITATION_EXPIRED: 'INVITATION_EXPIRED',
  INVITATION_ALREADY_USED: 'INVITATION_ALREADY_USED',
  INVITATION_REVOKED: 'INVITATION_REVOKED',
  /** The owner opened their own invitation link (409). */
  INVITATION_OWN_LISTING: 'INVITATION_OWN_LISTING',
  MEDIA_PROVIDER_NOT_CONNECTED: 'MEDIA_PROVIDER_NOT_CONNECTED',
  MEDIA_PROVIDER_AGENT_NOT_FOUND: 'MEDIA_PROVIDER_AGENT_NOT_FOUND',
  GEOCODER_NOT_CONFIGURED: 'GEOCODER_NOT_CONFIGURED',
  GEOCODER_NO_RESULT: 'GEOCODER_NO_RESULT',
  GEOCODER_UNAVAILABLE: 'GEOCODER_UNAVAILABLE',
  /** The geocoder's one-request-a-second turn is more than 3 s away (503, with Retry-After). */
  GEOCODER_BUSY: 'GEOCODER_BUSY',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_INVALID: 'FILE_INVALID',
  FILE_LINK_INVALID: 'FILE_LINK_INVALID',
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  SERVER_ERROR: 'SERVER_ERROR',
} as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

export interface ErrorDefinition {
  /** The HTTP status answered with this type. */
  status: number;
  /** The Spanish message answered when the raising code does not name a more precise one. */
  message: string;
}

/** VALIDATION_ERROR's message, also FRAMEWORK_REFUSAL's (a constant, not read from the catalogue: see below). */
const VALIDATION_MESSAGE = 'Los datos enviados no son válidos';

/**
 * Status and default Spanish message of every error type. Several call sites answer a more
 * precise message of the same type (which network, which file kind, which limit): they pass it
 * when they raise the error. Kept apart from `ErrorType` so the browser bundle can drop it.
 */
export const errorCatalogue: { readonly [T in ErrorType]: ErrorDefinition } = {
  VALIDATION_ERROR: { status: 400, message: VALIDATION_MESSAGE },
  API_KEY_INVALID: { status: 401, message: 'La clave de la aplicación no es válida' },
  ACCESS_TOKEN_INVALID: { status: 401, message: 'La sesión no es válida o ha expirado' },
  EMAIL_IN_USE: { status: 409, message: 'El correo electrónico ya está en uso' },
  PHONE_NUMBER_IN_USE: { status: 409, message: 'El número de teléfono ya está en uso' },
  AGENT_NOT_FOUND: { status: 404, message: 'No existe una cuenta asociada' },
  EMAIL_NOT_FOUND: { status: 404, message: 'El correo electrónico no está registrado' },
  PASSWORD_REQUIRED: { status: 400, message: 'Debe crear una contraseña' },
  PASSWORD_INVALID: { status: 401, message: 'La contraseña es incorrecta' },
  RECAPTCHA_VERIFICATION_FAILED: { status: 400, message: 'No se pudo verificar que eres un humano' },
  INVALID_USER_AUTH_PROVIDER: { status: 409, message: 'El método de autenticación usado no es válido para esta cuenta' },
  PROVIDER_NOT_CONFIGURED: { status: 409, message: 'Este proveedor de autenticación no está configurado' },
  PROVIDER_TOKEN_INVALID: { status: 401, message: 'La red social rechazó la autorización. Vuelve a conectar tu cuenta.' },
  PROVIDER_UNAVAILABLE: { status: 502, message: 'La red social no responde en este momento. Vuelve a intentarlo.' },
  TOKEN_EXPIRED: { status: 401, message: 'El token de autorización ha expirado' },
  TENANT_NOT_FOUND: { status: 404, message: 'El cliente no existe' },
  TENANT_AGENT_ALREADY_EXIST: { status: 409, message: 'El cliente ya se encuentra agregado en tu listado' },
  TENANT_STATUS_INVALID: { status: 409, message: 'El cliente ya tiene ese estado' },
  TASK_NOT_FOUND: { status: 404, message: 'La tarea no existe' },
  NOTE_NOT_FOUND: { status: 404, message: 'La nota no existe' },
  TASK_NOT_EDITABLE: { status: 409, message: 'Solo se puede modificar una tarea en progreso' },
  TASK_STATUS_TRANSITION_INVALID: { status: 409, message: 'No se puede cambiar la tarea a ese estado' },
  EVENT_NOT_FOUND: { status: 404, message: 'La visita no existe' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'El archivo no existe' },
  ATTACHMENT_LIMIT_REACHED: { status: 409, message: 'La tarea no admite más archivos' },
  PROPERTY_NOT_FOUND: { status: 404, message: 'La propiedad no existe' },
  PROPERTY_STATUS_CONFLICT: {
    status: 409,
    message: 'La propiedad aún se está publicando. Espera a que termine para cambiar su estado.',
  },
  PROPERTY_DRAFT_NOT_FOUND: { status: 404, message: 'El borrador de la propiedad no existe' },
  PROPERTY_DRAFT_NOT_EDITABLE: { status: 409, message: 'El borrador se está publicando y no se puede modificar' },
  PROPERTY_DRAFT_INVALID: { status: 409, message: 'Completa los datos que faltan antes de publicar' },
  PROPERTY_DRAFT_ALREADY_PUBLISHED: { status: 409, message: 'La propiedad ya está publicada' },
  PROPERTY_ENVIROMENT_NOT_FOUND: { status: 404, message: 'El ambiente no existe' },
  PROPERTY_IMAGE_NOT_FOUND: { status: 404, message: 'La imagen no existe' },
  PROPERTY_IMAGE_LIMIT_REACHED: { status: 409, message: 'La propiedad no admite más imágenes' },
  PROPERTY_VIDEO_NOT_FOUND: { status: 404, message: 'La propiedad no tiene un video' },
  PROPERTY_NEARBY_PLACE_NOT_FOUND: { status: 404, message: 'El lugar cercano no existe' },
  FORBIDDEN_SCOPE: { status: 403, message: 'No tienes permiso para hacer este cambio en la propiedad' },
  INTEREST_NOT_FOUND: { status: 404, message: 'La propiedad no está vinculada al cliente' },
  MATCH_ALERT_NOT_FOUND: { status: 404, message: 'La alerta no existe' },
  COLLABORATOR_NOT_FOUND: { status: 404, message: 'El agente no colabora en esta propiedad' },
  INVITATION_NOT_FOUND: { status: 404, message: 'La invitación no existe' },
  INVITATION_EXPIRED: { status: 410, message: 'La invitación ha vencido. Pide al agente que te envíe una nueva' },
  INVITATION_ALREADY_USED: { status: 410, message: 'La invitación ya fue usada. Pide al agente que te envíe una nueva' },
  INVITATION_REVOKED: { status: 410, message: 'La invitación fue anulada por el agente que la envió' },
  INVITATION_OWN_LISTING: { status: 409, message: 'No puedes aceptar una invitación a tu propia propiedad' },
  MEDIA_PROVIDER_NOT_CONNECTED: { status: 409, message: 'Conecta tu cuenta de la red social antes de continuar.' },
  MEDIA_PROVIDER_AGENT_NOT_FOUND: { status: 404, message: 'La cuenta conectada no existe' },
  GEOCODER_NOT_CONFIGURED: { status: 409, message: 'La búsqueda de direcciones no está disponible' },
  GEOCODER_NO_RESULT: { status: 404, message: 'No se encontró una dirección en ese punto' },
  GEOCODER_UNAVAILABLE: { status: 502, message: 'El servicio de mapas no responde en este momento. Vuelve a intentarlo' },
  GEOCODER_BUSY: {
    status: 503,
    message: 'El servicio de mapas está ocupado en este momento. Vuelve a intentarlo en unos segundos',
  },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: 'El tipo de archivo no está permitido' },
  FILE_TOO_LARGE: { status: 413, message: 'El archivo supera el tamaño máximo' },
  FILE_INVALID: { status: 400, message: 'La imagen está dañada o incompleta' },
  FILE_LINK_INVALID: { status: 403, message: 'El enlace no es válido o ha vencido' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'El rango solicitado no es válido' },
  NOT_FOUND: { status: 404, message: 'El recurso solicitado no existe' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'El tipo de contenido no es compatible' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  },
  SERVER_ERROR: { status: 500, message: 'Algo ha salido mal. Por favor, vuelve a intentarlo' },
};

/**
 * The two answers whose status is not their type's, named here so that no error is built outside
 * this catalogue. They stay VALIDATION_ERROR on the wire (type, status and message as they have
 * always been answered): types of their own would change what clients receive.
 * - ROW_IN_USE: the database refuses to change a row that other rows still reference: 409.
 * - FRAMEWORK_REFUSAL: any other 4xx Fastify raises itself (an empty JSON body, a bad header…):
 *   Fastify's own status, with VALIDATION_ERROR's message.
 * Reading `errorCatalogue.VALIDATION_ERROR.message` here kept the whole catalogue in the browser's
 * first chunk (a property read may have side effects, so the bundler keeps what it reads).
 */
export const errorVariants = {
  ROW_IN_USE: { type: 'VALIDATION_ERROR', status: 409, message: 'El registro está en uso y no se puede modificar' },
  FRAMEWORK_REFUSAL: { type: 'VALIDATION_ERROR', status: 'Fastify', message: VALIDATION_MESSAGE },
} as const satisfies Record<string, { type: ErrorType; status: number | 'Fastify'; message: string }>;

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
}

export interface EnvelopeError {
  type: ErrorType;
  message: string;
  /** Field path → Spanish message, only on VALIDATION_ERROR. */
  fields?: Record<string, string>;
}

export interface Authorization {
  firstName: string;
  lastName: string | null;
  fullName: string;
  emailAddress: string;
  emailAddressConfirmationDate: string | null;
  lastSessionDate: string | null;
  accessToken: string;
}

export interface Metadata {
  authorization?: Authorization;
  pagination?: Pagination;
  /** GET /agents/tasks?due=…: how many tasks each tab holds with the same search and status. */
  taskCounts?: { overdue: number; today: number; upcoming: number; all: number };
  error?: EnvelopeError;
}

export interface Envelope<T> {
  data: T;
  metadata: Metadata;
}

/** Thrown by the web API client and by server code alike; carries the envelope's type. */
export class ApiError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly fields?: Record<string, string>;
  constructor(type: ErrorType, message: string, status = 500, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.type = type;
    this.status = status;
    this.fields = fields;
  }
}
