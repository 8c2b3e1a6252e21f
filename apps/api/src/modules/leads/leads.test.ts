import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countryLocations, properties, propertyDrafts, propertyTypes, tasks, tenantAgents, tenants } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { leadBody as lead } from '../../../test/lead-fixtures';
import { caracasDay } from '../tasks/tasks.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

let slugSeq = 0;

/** A listing of the agent with the given status: 'Apartamento en venta en {locality}'. */
async function listing(agentId: string, token: string, status = 2) {
  const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data.propertyDraftId as string;
  const [type] = await t.database.db.select().from(propertyTypes).where(eq(propertyTypes.key, 'APARTMENT')).limit(1);
  const [place] = await t.database.db.select().from(countryLocations).limit(1);
  await t.database.db
    .update(propertyDrafts)
    .set({ propertyTypeId: type?.id ?? null, operationType: 2, countryStateId: place!.countryStateId, countryLocationId: place!.id })
    .where(eq(propertyDrafts.id, draftId));
  slugSeq += 1;
  const slug = `apartamento-en-venta-${slugSeq}`;
  await t.database.db.insert(properties).values({ draftId, agentId, slug, status, publishedAt: new Date() });
  return { slug, title: `${type?.name ?? 'Apartamento'} en venta en ${place!.name}` };
}

const send = (slug: string, body: unknown, ip = '203.0.113.7') =>
  t.call({ method: 'POST', url: `/rest/v1/public/properties/${slug}/leads`, payload: body as object, remoteAddress: ip });

async function stored() {
  const db = t.database.db;
  return {
    tenants: await db.select().from(tenants),
    links: await db.select().from(tenantAgents),
    tasks: await db.select().from(tasks),
  };
}

describe('POST /public/properties/{slug}/leads', () => {
  it('adds the visitor as a Lead with one task due tomorrow, records the interest and e-mails the agent', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);

    const res = await send(home.slug, lead());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { received: true }, metadata: {} });

    const { tenants: people, links, tasks: todo } = await stored();
    expect(people).toHaveLength(1);
    expect(links).toMatchObject([{ agentId: ana.agentId, tenantType: 1, status: 1 }]);
    expect(todo).toHaveLength(1);

    // The agent finds the Lead in Clientes, with the phone normalised as customers keep it.
    const list = (await t.call({ method: 'GET', url: '/rest/v1/tenants', token: ana.token })).json().data;
    expect(list).toMatchObject([{ fullName: 'Carla Rojas', tenantType: 1, phoneNumber: { code: '58', number: '4125551234' } }]);
    const tenantId = list[0].tenantId as string;

    // The task 'Contactar a …', in progress, due tomorrow in Caracas, naming the listing and the message.
    const tenantTasks = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/tasks?startDate=2000-01-01T00:00:00Z&endDate=2100-01-01T00:00:00Z`, token: ana.token })).json().data;
    expect(tenantTasks).toHaveLength(1);
    expect(tenantTasks[0]).toMatchObject({ title: 'Contactar a Carla Rojas', status: 1 });
    expect(tenantTasks[0].description).toContain(home.title);
    expect(tenantTasks[0].description).toContain('Me gustaría visitarlo el sábado');
    expect(tenantTasks[0].description).toContain(`/p/${home.slug}`);
    expect(caracasDay(new Date(tenantTasks[0].expiredAt))).toBe(caracasDay(new Date(Date.now() + 86_400_000)));

    // The timeline tells of the interest from the public page.
    const timeline = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/activities`, token: ana.token })).json().data;
    expect(timeline.map((a: { title: string }) => a.title)).toEqual([
      'Se ha añadido una tarea al cliente',
      `Se interesó en «${home.title}» desde su página pública`,
      'El cliente ha sido añadido',
    ]);
    expect(timeline[1]).toMatchObject({
      eventType: 6,
      property: { slug: home.slug, title: home.title },
      message: 'Me gustaría visitarlo el sábado',
    });
    expect(timeline[0]).toMatchObject({ property: null, message: null });

    // The agent's e-mail, with the visitor's name, phone and message (HTML escaped, plain text too).
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(`Nuevo interesado en ${home.title}`);
    expect(mail.text).toContain('Carla Rojas (+58 412-555-1234)');
    expect(mail.text).toContain('Me gustaría visitarlo el sábado');
    expect(mail.text).toContain(`http://vitrina.test/customers/view/${list[0].slug}`);
    expect(mail.html).toContain('Carla Rojas');

    // A listing deleted later leaves the timeline readable: the title stays, the link goes.
    await t.database.db.delete(properties).where(eq(properties.slug, home.slug));
    const after = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/activities`, token: ana.token })).json().data;
    expect(after[1]).toMatchObject({ title: `Se interesó en «${home.title}» desde su página pública`, property: null, message: 'Me gustaría visitarlo el sábado' });
  });

  it('links the same phone again without a second customer, and answers exactly as for a new person', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);
    const first = await send(home.slug, lead());
    // The same phone written another way, with another name: the person is the one already known.
    const second = await send(home.slug, lead({ firstName: 'Carlota', phoneCode: '+58', phoneNumber: '0412-555.1234', message: null }));
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);

    const { tenants: people, links, tasks: todo } = await stored();
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ firstName: 'Carla', phoneCode: '58', phoneNumber: '4125551234' });
    expect(links).toHaveLength(1);
    // One open 'Contactar a …': the second request is told in the timeline, not by a second task.
    expect(todo.map((x) => x.title)).toEqual(['Contactar a Carla Rojas']);
    const tenantId = people[0]!.id;
    const timeline = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/activities`, token: ana.token })).json().data;
    expect(timeline.filter((a: { eventType: number }) => a.eventType === 6)).toHaveLength(2);

    // Once the agent has completed it, a new request brings a new task.
    const done = await t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/tasks/${todo[0]!.id}/completed`, token: ana.token });
    expect(done.statusCode, done.body).toBe(200);
    expect((await send(home.slug, lead())).body).toBe(first.body);
    expect((await stored()).tasks).toHaveLength(2);
  });

  it("links another agent's customer by phone: shared names kept, that agent's record untouched", async () => {
    const luis = await signUp(t, 'luis@example.com');
    const created = await t.call({
      method: 'POST',
      url: '/rest/v1/tenants',
      token: luis.token,
      payload: { firstName: 'Carla', lastName: 'Rojas', tenantType: 2, phoneCode: '58', phoneNumber: '4125551234', emailAddress: 'carla@example.com', documentType: 1, documentNumber: '12345678', sex: 2, countryState: null, countryLocation: null, birthDate: '1990-01-02' },
    });
    expect(created.statusCode).toBe(201);
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);

    // Someone who knows the phone cannot rename the person: the visitor's names stay out of the record.
    const res = await send(home.slug, lead({ firstName: 'Mallory', lastName: 'Intrusa' }));
    expect(res.json()).toEqual({ data: { received: true }, metadata: {} });

    const { tenants: people, links } = await stored();
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ firstName: 'Carla', lastName: 'Rojas', emailAddress: 'carla@example.com' });
    expect(links).toHaveLength(2);
    const anaView = (await t.call({ method: 'GET', url: '/rest/v1/tenants', token: ana.token })).json().data;
    // Ana gets the shared person as a Lead, none of Luis's own fields.
    expect(anaView).toMatchObject([{ fullName: 'Carla Rojas', tenantType: 1, documentNumber: null, birthDate: null }]);
    const luisView = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${created.json().data.tenantId}`, token: luis.token })).json().data;
    expect(luisView).toMatchObject({ tenantType: 2, documentNumber: '12345678', birthDate: '1990-01-02' });
    // Ana's task says how the visitor introduced themselves.
    expect((await stored()).tasks.map((x) => x.description).join(' ')).toContain('Se presentó como Mallory Intrusa');
    // Luis's tasks hold nothing of Ana's lead.
    const luisTasks = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${created.json().data.tenantId}/tasks?startDate=2000-01-01T00:00:00Z&endDate=2100-01-01T00:00:00Z`, token: luis.token })).json().data;
    expect(luisTasks).toEqual([]);
  });

  it('brings an archived customer of the agent back to the list, keeping its type', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);
    const created = await t.call({
      method: 'POST',
      url: '/rest/v1/tenants',
      token: ana.token,
      payload: { firstName: 'Carla', lastName: 'Rojas', tenantType: 3, phoneCode: '58', phoneNumber: '4125551234', emailAddress: null, documentType: null, documentNumber: null, sex: 2, countryState: null, countryLocation: null, birthDate: null },
    });
    const tenantId = created.json().data.tenantId;
    expect((await t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/disabled`, token: ana.token })).statusCode).toBe(200);

    expect((await send(home.slug, lead())).statusCode).toBe(201);
    const list = (await t.call({ method: 'GET', url: '/rest/v1/tenants', token: ana.token })).json().data;
    expect(list).toMatchObject([{ tenantId, tenantType: 3, status: 1 }]);
  });

  it('answers 404 for an unknown slug or a listing that is not published, and stores nothing', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const publishing = await listing(ana.agentId, ana.token, 1);
    const sold = await listing(ana.agentId, ana.token, 3);
    const unpublished = await listing(ana.agentId, ana.token, 5);
    for (const slug of ['no-existe-123', publishing.slug, sold.slug, unpublished.slug, 'x'.repeat(500)]) {
      const res = await send(slug, lead());
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error).toMatchObject({ type: 'PROPERTY_NOT_FOUND', message: 'La propiedad no existe o ya no está publicada' });
    }
    const { tenants: people, tasks: todo } = await stored();
    expect(people).toHaveLength(0);
    expect(todo).toHaveLength(0);
    expect(t.mails).toHaveLength(0);
  });

  it('refuses hostile input in every field with Spanish messages and stores nothing', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: undefined }, 'firstName', 'Debe escribir el nombre'],
      [{ firstName: 42 }, 'firstName', 'Debe escribir el nombre'],
      [{ firstName: '<script>alert(1)</script>' }, 'firstName', 'El nombre solo puede contener letras'],
      [{ firstName: 'Ca\u0000rla' }, 'firstName', 'El texto contiene caracteres no permitidos'],
      [{ firstName: 'A'.repeat(100_000) }, 'firstName', 'El nombre no debe tener más de 50 caracteres'],
      [{ lastName: null }, 'lastName', 'Debe escribir el apellido'],
      [{ lastName: 'R' }, 'lastName', 'El apellido debe tener al menos 3 caracteres'],
      [{ lastName: ['Rojas'] }, 'lastName', 'Debe escribir el apellido'],
      [{ phoneNumber: undefined }, 'phoneNumber', 'Debe escribir un número de teléfono'],
      [{ phoneNumber: '12345' }, 'phoneNumber', 'El teléfono debe contener mínimo 10 caracteres'],
      [{ phoneNumber: '0412abc1234' }, 'phoneNumber', 'Debe escribir un número de teléfono válido'],
      [{ phoneNumber: 4125551234 }, 'phoneNumber', 'Debe escribir un número de teléfono'],
      [{ phoneNumber: '9'.repeat(5000) }, 'phoneNumber', 'El teléfono debe contener máximo 14 caracteres'],
      [{ phoneCode: 'abc' }, 'phoneCode', 'El código de país no es válido'],
      [{ phoneCode: undefined }, 'phoneCode', 'Debe seleccionar el código de país'],
      [{ message: 'x'.repeat(501) }, 'message', 'El mensaje no debe tener más de 500 caracteres'],
      [{ message: 'hola\u0000' }, 'message', 'El texto contiene caracteres no permitidos'],
      [{ message: { html: '<b>hola</b>' } }, 'message', 'El mensaje debe ser texto'],
      [{ recaptchaToken: 'x'.repeat(5000) }, 'recaptchaToken', 'No se pudo verificar que eres un humano'],
      [{ recaptchaToken: 7 }, 'recaptchaToken', 'No se pudo verificar que eres un humano'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send(home.slug, lead(change));
      expect(res.statusCode, `${field} ${JSON.stringify(change).slice(0, 60)}`).toBe(400);
      expect(res.json().metadata.error.type).toBe('VALIDATION_ERROR');
      expect(res.json().metadata.error.fields?.[field], `${field} ${JSON.stringify(change).slice(0, 60)}`).toBe(message);
    }
    // Unknown fields, a body that is not an object, no body at all.
    expect((await send(home.slug, lead({ tenantType: 2 }))).statusCode).toBe(400);
    expect((await send(home.slug, ['Carla'])).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: `/rest/v1/public/properties/${home.slug}/leads` })).statusCode).toBe(400);
    const { tenants: people, links, tasks: todo } = await stored();
    expect([people.length, links.length, todo.length, t.mails.length]).toEqual([0, 0, 0, 0]);
  });

  it('keeps an HTML message as text: stored as sent, escaped in the e-mail', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);
    const message = '<img src=x onerror=alert(1)> ¿Aceptan crédito?';
    expect((await send(home.slug, lead({ message }))).statusCode).toBe(201);
    expect(t.mails[0]!.html).not.toContain('<img');
    expect(t.mails[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt; ¿Aceptan crédito?');
    const { tasks: todo } = await stored();
    expect(todo[0]!.description).toContain(message);
  });

  it('needs the API key but no session', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);
    const res = await t.app.inject({ method: 'POST', url: `/rest/v1/public/properties/${home.slug}/leads`, payload: lead() });
    expect(res.statusCode).toBe(401);
    expect(res.json().metadata.error.type).toBe('API_KEY_INVALID');
    expect((await stored()).tenants).toHaveLength(0);
  });

  it('limits each address to 10 submissions an hour (429 with Retry-After); others still get through', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);
    for (let i = 0; i < 10; i++) {
      expect((await send(home.slug, lead({ phoneNumber: `41255500${String(i).padStart(2, '0')}` }), '198.51.100.1')).statusCode).toBe(201);
    }
    const refused = await send(home.slug, lead({ phoneNumber: '4125559999' }), '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().metadata.error.type).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored()).tenants).toHaveLength(10);
    expect((await send(home.slug, lead({ phoneNumber: '4125559999' }), '198.51.100.2')).statusCode).toBe(201);
  });

  it('creates one customer when the same new phone is sent twice at once', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const home = await listing(ana.agentId, ana.token);
    const answers = await Promise.all([send(home.slug, lead()), send(home.slug, lead({ firstName: 'Carlota' }))]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const { tenants: people, links, tasks: todo } = await stored();
    expect([people.length, links.length, todo.length]).toEqual([1, 1, 1]);
  });
});
