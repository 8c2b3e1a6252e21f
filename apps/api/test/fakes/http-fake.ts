import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON; left out when undefined (a redirect). */
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (req: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface HttpFake {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A small HTTP server on loopback that answers JSON in an outside service's shapes. */
export async function startHttpFake(handler: FakeHandler): Promise<HttpFake> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      requests.push(recorded);
      try {
        const out = await handler(recorded);
        if (out.body === undefined) {
          res.writeHead(out.status ?? 204, out.headers ?? {});
          res.end();
          return;
        }
        res.writeHead(out.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...out.headers });
        res.end(JSON.stringify(out.body));
      } catch {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":"fake failure"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
