import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, signUp, type TestApp } from './app';
import { makeImage, multipart } from './images';
import { expectEnvelopeError } from './support/envelope';
import { storedFiles } from './support/stored-state';

/** Bodies too big, values the database would refuse, uploads cut off: refused in Spanish, nothing stored. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('body size', () => {
  const post = (payload: string) =>
    t.call({ method: 'POST', url: '/rest/v1/agents', payload, headers: { 'content-type': 'application/json' } });

  it('a 1 MB string is refused before it is read, with 413', async () => {
    const huge = JSON.stringify({ firstName: 'a'.repeat(1024 * 1024), emailAddress: 'a@b.co', acceptEmails: false });
    expectEnvelopeError(await post(huge), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a long string under the body limit answers the field message', async () => {
    const res = await post(JSON.stringify({ firstName: 'a'.repeat(200_000), emailAddress: 'a@b.co', acceptEmails: false }));
    expect(res.json().metadata.error.fields.firstName).toBe('El nombre no debe tener más de 50 caracteres');
  });
});

describe('input the database would refuse', () => {
  it('a catalogue id that does not exist answers 400 on its field, and nothing is stored', async () => {
    await t.reset();
    const { token } = await signUp(t, 'fk@example.com');
    const draft = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data.propertyDraftId as string;
    const res = await t.call({
      method: 'PUT',
      url: `/rest/v1/property-drafts/${draft}/nearby-places`,
      token,
      payload: { propertyNearbyPlaceTypeId: 999_999, name: 'Plaza', address: null, latitude: 10.5, longitude: -66.9 },
    });
    expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().metadata.error.fields).toEqual({ propertyNearbyPlaceTypeId: 'El valor seleccionado no existe' });
    const view = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draft}`, token })).json().data;
    expect(view.nearbyPlaces).toEqual([]);
  });

  it.each([
    ['an id above 2^31-1', { countryState: 2_147_483_648 }, 'countryState', 'Debe seleccionar un estado'],
    ['U+0000 in a text', { description: 'Hola\u0000' }, 'description', 'El texto contiene caracteres no permitidos'],
  ])('%s answers 400 with the field in Spanish', async (_name, payload, field, message) => {
    await t.reset();
    const { token } = await signUp(t, 'bounds@example.com');
    const res = await t.call({ method: 'PUT', url: '/rest/v1/agents', token, payload });
    expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().metadata.error.fields[field]).toBe(message);
  });

  it('U+0000 in a search or a path answers 400, never reaching the database', async () => {
    await t.reset();
    const { token } = await signUp(t, 'nul@example.com');
    for (const url of ['/rest/v1/tenants?searchQuery=a%00b', '/rest/v1/agents/tasks?searchQuery=%00', '/rest/v1/tenants/slug/a%00b']) {
      const res = await t.call({ method: 'GET', url, token });
      expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    }
  });
});

describe('uploads cut off by the client', () => {
  it('a request dropped mid-file neither stops the server nor leaves a file behind', async () => {
    await t.reset();
    const { token } = await signUp(t, 'cut@example.com');
    const draft = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data.propertyDraftId as string;
    const before = storedFiles(t.dataDir);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'), Buffer.alloc(400_000, 1)]);
    const uploads = [
      { url: `/rest/v1/property-drafts/${draft}/videos`, body: multipart(video, 'casa.mp4', 'video/mp4') },
      { url: `/rest/v1/property-drafts/${draft}/images`, body: multipart(await makeImage(1200, 900), 'sala.jpg', 'image/jpeg') },
    ];
    for (const { url, body } of uploads) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `POST ${url} HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${API_KEY}\r\nAuthorization: Bearer ${token}\r\n` +
              `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
          );
          // Half of the body, then the client goes away.
          socket.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)), () => {
            socket.destroy();
            resolve();
          });
        });
        socket.on('error', () => resolve());
      });
    }
    // The server goes on answering; whatever the dropped requests wrote is gone once they are over.
    for (let i = 0; i < 200 && storedFiles(t.dataDir).join() !== before.join(); i++) await new Promise((r) => setTimeout(r, 25));
    const health = await fetch(`http://127.0.0.1:${port}/rest/v1/health`);
    expect(health.status).toBe(200);
    expect(storedFiles(t.dataDir)).toEqual(before);
    const view = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draft}`, token })).json().data;
    expect(view.video).toBeNull();
    expect(view.media).toEqual([]);
  });
});
