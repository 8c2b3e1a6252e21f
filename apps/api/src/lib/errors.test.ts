import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorType, errorCatalogue } from '@vitrina/contract/errors';
import { errorsPlugin } from '../plugins/errors';
import { appError, defaultMessage } from './errors';

const types = Object.values(ErrorType);

describe('error catalogue', () => {
  it('gives every error type an HTTP error status and a Spanish message', () => {
    expect(Object.keys(errorCatalogue).sort()).toEqual([...types].sort());
    for (const type of types) {
      const { status, message } = errorCatalogue[type];
      expect(status, type).toBeGreaterThanOrEqual(400);
      expect(status, type).toBeLessThan(600);
      expect(message.trim().length, type).toBeGreaterThan(10);
      expect(defaultMessage(type)).toBe(message);
    }
  });

  it('refuses an unknown type at compile time', () => {
    // @ts-expect-error: 'TASK_NOT_FOUD' is not in the catalogue.
    const typo = appError('TASK_NOT_FOUD');
    expect(typo.status).toBe(500);
  });

  it('answers each type through the one error handler as the envelope, with its status and message', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get<{ Params: { type: ErrorType } }>('/raise/:type', async (req) => {
      throw appError(req.params.type);
    });
    app.get('/custom', async () => {
      throw appError('TASK_NOT_EDITABLE', 'Mensaje preciso', { status: 'No' }, { headers: { 'x-extra': '1' } });
    });
    try {
      for (const type of types) {
        const res = await app.inject({ method: 'GET', url: `/raise/${type}` });
        expect(res.statusCode, type).toBe(errorCatalogue[type].status);
        expect(res.json(), type).toEqual({ data: null, metadata: { error: { type, message: errorCatalogue[type].message } } });
      }
      const custom = await app.inject({ method: 'GET', url: '/custom' });
      expect(custom.statusCode).toBe(409);
      expect(custom.headers['x-extra']).toBe('1');
      expect(custom.json()).toEqual({
        data: null,
        metadata: { error: { type: 'TASK_NOT_EDITABLE', message: 'Mensaje preciso', fields: { status: 'No' } } },
      });
    } finally {
      await app.close();
    }
  });
});
