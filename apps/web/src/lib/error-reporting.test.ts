import { describe, expect, it, vi } from 'vitest';
import { reportError } from './error-reporting';

const dsn = 'https://abc123@o1.ingest.example.io/42';

describe('reportError', () => {
  it('sends the error to the DSN envelope endpoint on a listed hostname', async () => {
    window.__VITRINA_CONFIG__ = { sentryDsn: dsn, sentryHostnames: [window.location.hostname] };
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);

    reportError(new Error('boom'));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc123&sentry_version=7');
    expect(String(init.body)).toContain('"value":"boom"');
  });

  it('sends nothing on other hostnames or without a DSN', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.__VITRINA_CONFIG__ = { sentryDsn: dsn, sentryHostnames: ['vitrina.example.com'] };
    reportError(new Error('boom'));
    window.__VITRINA_CONFIG__ = { sentryDsn: null, sentryHostnames: [window.location.hostname] };
    reportError(new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
