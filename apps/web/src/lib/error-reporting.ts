import { getConfig } from '../config/runtime-config';

/**
 * Sends an error to the error-reporting service, only when a DSN is configured and the page runs
 * on one of the configured hostnames. The sender is loaded on demand, never in the main bundle.
 */
export function reportError(error: unknown): void {
  const { sentryDsn, sentryHostnames } = getConfig();
  if (!sentryDsn || !sentryHostnames.includes(window.location.hostname)) return;
  import('./sentry-envelope')
    .then(({ sendToSentry }) => sendToSentry(sentryDsn, error))
    .catch(() => undefined);
}
