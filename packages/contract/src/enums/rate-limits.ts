/**
 * Routes with a rate limit of their own, stricter than the global RATE_LIMIT_MAX a minute: calls
 * per window from one key (the address, or the agent once signed in). Past it, 429 TOO_MANY_REQUESTS.
 */
/** Sign-in, sign-up (with a password or a provider) and setting a new password: a minute. */
export const SIGN_IN_PER_MINUTE = 30;
/** Asking for a password-reset e-mail: 15 minutes. */
export const PASSWORD_RESET_REQUESTS_PER_15_MINUTES = 10;
/** Connecting Instagram or Facebook (and the Instagram sign-in address): a minute. */
export const CONNECT_PER_MINUTE = 20;
/** Address search and reverse geocoding: a minute. */
export const GEOCODING_PER_MINUTE = 60;
/** Meta's data-deletion callbacks: a minute. */
export const DATA_DELETION_PER_MINUTE = 60;
