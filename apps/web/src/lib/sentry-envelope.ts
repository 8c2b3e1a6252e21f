interface ParsedDsn {
  publicKey: string;
  envelopeUrl: string;
}

export function parseDsn(dsn: string): ParsedDsn | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !projectId) return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
    return {
      publicKey: url.username,
      envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    };
  } catch {
    return null;
  }
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Posts one error event to Sentry's envelope endpoint with a plain fetch (no SDK). */
export async function sendToSentry(dsn: string, error: unknown): Promise<void> {
  const parsed = parseDsn(dsn);
  if (!parsed) return;
  const err = error instanceof Error ? error : new Error(String(error));
  const eventId = randomId();
  const now = new Date().toISOString();
  const event = {
    event_id: eventId,
    timestamp: now,
    platform: 'javascript',
    level: 'error',
    environment: 'production',
    request: { url: window.location.href, headers: { 'User-Agent': navigator.userAgent } },
    exception: {
      values: [{ type: err.name, value: err.message, stacktrace: err.stack ? { frames: [] } : undefined }],
    },
    extra: { stack: err.stack },
  };
  const body = [
    JSON.stringify({ event_id: eventId, sent_at: now, dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
  await fetch(`${parsed.envelopeUrl}?sentry_key=${parsed.publicKey}&sentry_version=7`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    keepalive: true,
  });
}
