import { expect } from 'vitest';

/** An error answer: its status, the envelope with `data: null`, its type and a message, and no internals. */
export function expectEnvelopeError(res: { statusCode: number; json(): unknown; body: string }, status: number, type: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { data: unknown; metadata: { error: { type: string; message: string } } };
  expect(body.data).toBeNull();
  expect(body.metadata.error.type).toBe(type);
  expect(body.metadata.error.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/at .+\.ts:\d+|stack|select |insert into/i);
}
