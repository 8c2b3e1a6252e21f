/** Error types the API answers in `metadata.error.type`. */
export const ErrorType = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  API_KEY_INVALID: 'API_KEY_INVALID',
  ACCESS_TOKEN_INVALID: 'ACCESS_TOKEN_INVALID',
  EMAIL_IN_USE: 'EMAIL_IN_USE',
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
  PROPERTY_DRAFT_NOT_FOUND: 'PROPERTY_DRAFT_NOT_FOUND',
  PROPERTY_DRAFT_NOT_EDITABLE: 'PROPERTY_DRAFT_NOT_EDITABLE',
  PROPERTY_DRAFT_INVALID: 'PROPERTY_DRAFT_INVALID',
  PROPERTY_DRAFT_ALREADY_PUBLISHED: 'PROPERTY_DRAFT_ALREADY_PUBLISHED',
  MEDIA_PROVIDER_NOT_CONNECTED: 'MEDIA_PROVIDER_NOT_CONNECTED',
  MEDIA_PROVIDER_AGENT_NOT_FOUND: 'MEDIA_PROVIDER_AGENT_NOT_FOUND',
  AUTHORIZATION_STATE_INVALID: 'AUTHORIZATION_STATE_INVALID',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** The geocoder's one-request-a-second turn is more than 3 s away (503, with Retry-After). */
  GEOCODER_BUSY: 'GEOCODER_BUSY',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  SERVER_ERROR: 'SERVER_ERROR',
} as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType] | (string & {});

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
