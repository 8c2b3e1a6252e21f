import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { reportError } from './error-reporting';

const dsn = 'https://abc123@o1.ingest.example.io/42';

describe('reportError', () => {
  it('sends the error to the DSN envelope endpoint on a listed hostname', async () => {
    window.__VITRINA_CONFIG__ = { sentryDsn: dsn, sentryHostnames: [window.location.hostname] };
    const received: Array<{ url: string; body: string }> = [];
    server.use(
      http.post('https://o1.ingest.example.io/api/42/envelope/', async ({ request }) => {
        received.push({ url: request.url, body: await request.text() });
        return HttpResponse.json({});
      }),
    );

    reportError(new Error('boom'));

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.url).toBe('https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc123&sentry_version=7');
    expect(received[0]!.body).toContain('"value":"boom"');
  });

  it('sends nothing on other hostnames or without a DSN', async () => {
    // No handler: any request would be unexpected and fail the test (test/server.ts).
    window.__VITRINA_CONFIG__ = { sentryDsn: dsn, sentryHostnames: ['vitrina.example.com'] };
    reportError(new Error('boom'));
    window.__VITRINA_CONFIG__ = { sentryDsn: null, sentryHostnames: [window.location.hostname] };
    reportError(new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
