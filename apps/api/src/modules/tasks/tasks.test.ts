import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks, taskTypes } from '../../db/schema/index';
import { makeImage, multipart } from '../../../test/images';
import { createTenant, tomorrow } from '../../../test/tenants-fixtures';
import { t, ana, luis, tenantId, callType, useTaskFixtures } from './tasks-fixtures';

useTaskFixtures();

const base = () => `/rest/v1/tenants/${tenantId}/tasks`;
const body = (o: Record<string, unknown> = {}) => ({
  taskTypeId: callType,
  title: 'Llamar por el apartamento',
  description: 'Confirmar la visita del sábado',
  priority: 2,
  expiredAt: tomorrow(),
  ...o,
});
const create = async (o: Record<string, unknown> = {}, token = ana) => {
  const res = await t.call({ method: 'POST', url: base(), token, payload: body(o) });
  return res;
};
const move = (taskId: string, to: string, token = ana) => t.call({ method: 'PUT', url: `${base()}/${taskId}/${to}`, token });
const attach = (taskId: string, buffer: Buffer, name: string, type: string, token = ana) => {
  const m = multipart(buffer, name, type);
  return t.call({ method: 'POST', url: `${base()}/${taskId}/attachments`, token, payload: m.payload, headers: m.headers });
};

describe('task types', () => {
  it('lists the seeded customer task types', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token: ana });
    const names = res.json().data.map((x: { name: string }) => x.name);
    expect(names).toEqual(expect.arrayContaining(['Llamada', 'Reunión', 'Visita al inmueble', 'Enviar documentos', 'Seguimiento']));
  });

  it('serves the catalogue from memory once read: a later change in the table is not read again', async () => {
    const list = async () => (await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token: ana })).json().data.map((x: { name: string }) => x.name);
    const first = await list();
    const [call] = await t.database.db.select().from(taskTypes).where(eq(taskTypes.name, 'Llamada'));
    await t.database.db.update(taskTypes).set({ name: 'Cambiada' }).where(eq(taskTypes.id, call!.id));
    try {
      expect(await list()).toEqual(first);
    } finally {
      await t.database.db.update(taskTypes).set({ name: 'Llamada' }).where(eq(taskTypes.id, call!.id));
    }
  });
});

describe('tasks', () => {
  it('creates a task with its type and customer, and a timeline entry', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Llamar por el apartamento',
      status: 1,
      priority: 2,
      taskType: { name: 'Llamada' },
      tenant: { fullName: 'Carmen Rodríguez' },
      attachments: [],
      completedAt: null,
    });
    const activities = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/activities`, token: ana })).json().data;
    expect(activities[0]).toMatchObject({ eventType: 4, title: 'Se ha añadido una tarea al cliente', index: 2 });
  });

  it('answers the validation messages, including a due date before today', async () => {
    const res = await create({ title: 'ab', description: 'x'.repeat(256), priority: 4, taskTypeId: 0, expiredAt: 'mañana' });
    expect(res.json().metadata.error.fields).toEqual({
      title: 'El título debe tener al menos 3 caracteres',
      description: 'La descripción no debe tener más de 255 caracteres',
      priority: 'Debe seleccionar una prioridad',
      taskTypeId: 'Debe seleccionar un tipo de tarea',
      expiredAt: 'La fecha de vencimiento seleccionada no es válida',
    });
    const past = await create({ expiredAt: tomorrow(-2) });
    expect(past.json().metadata.error.fields).toEqual({ expiredAt: 'La fecha de vencimiento es menor a la fecha actual' });
    const empty = await create({ title: '', expiredAt: '' });
    expect(empty.json().metadata.error.fields).toEqual({ title: 'Debe escribir el título', expiredAt: 'Debe seleccionar una fecha de vencimiento' });
    expect((await t.database.db.select().from(tasks)).length).toBe(0);
  });

  it('enforces the status transitions and edits only while in progress', async () => {
    const id = (await create()).json().data.taskId;
    expect((await move(id, 'in-progress')).statusCode).toBe(409);
    const done = await move(id, 'completed');
    expect(done.json().data).toMatchObject({ status: 2, completedAt: expect.any(String) });
    expect((await move(id, 'canceled')).json().metadata.error.type).toBe('TASK_STATUS_TRANSITION_INVALID');
    const edit = await t.call({ method: 'PUT', url: `${base()}/${id}`, token: ana, payload: body({ title: 'Nuevo título' }) });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().metadata.error.type).toBe('TASK_NOT_EDITABLE');
    expect((await move(id, 'in-progress')).json().data).toMatchObject({ status: 1, completedAt: null });
    expect((await move(id, 'canceled')).json().data).toMatchObject({ status: 3, canceledAt: expect.any(String) });
    expect((await move(id, 'in-progress')).json().data.status).toBe(1);
    const ok = await t.call({ method: 'PUT', url: `${base()}/${id}`, token: ana, payload: body({ title: 'Nuevo título', priority: 3 }) });
    expect(ok.json().data).toMatchObject({ title: 'Nuevo título', priority: 3 });
  });

  it('lists with every filter and order, for the customer and for the agent', async () => {
    await create({ title: 'Visita a la oficina', priority: 3, expiredAt: tomorrow(5) });
    const second = (await create({ title: 'Enviar contrato', description: 'Documentos para la firma', priority: 1, expiredAt: tomorrow(2) })).json().data;
    await create({ title: 'Más adelante', expiredAt: tomorrow(45) });
    await move(second.taskId, 'completed');
    const other = await createTenant(t, ana, { firstName: 'Otro', lastName: 'Cliente' });
    await t.call({ method: 'POST', url: `/rest/v1/tenants/${other.tenantId}/tasks`, token: ana, payload: body({ title: 'Otra tarea', expiredAt: tomorrow(1) }) });

    const titles = async (url: string) => ((await t.call({ method: 'GET', url, token: ana })).json().data as { title: string }[]).map((x) => x.title);
    const window = `startDate=${encodeURIComponent(new Date().toISOString())}&endDate=${encodeURIComponent(new Date(Date.now() + 30 * 86400000).toISOString())}`;
    expect(await titles(`${base()}?${window}&orderBy=dueDate&orderType=asc`)).toEqual(['Enviar contrato', 'Visita a la oficina']);
    expect(await titles(`/rest/v1/agents/tasks?${window}&status=1&orderBy=dueDate&orderType=asc&limit=3`)).toEqual(['Otra tarea', 'Visita a la oficina']);
    expect(await titles(`${base()}?searchQuery=PARA%20LA%20FIRMA`)).toEqual(['Enviar contrato']);
    expect(await titles(`${base()}?searchQuery=oficína`)).toEqual(['Visita a la oficina']);
    expect(await titles(`${base()}?priority=3`)).toEqual(['Visita a la oficina']);
    expect(await titles(`${base()}?orderBy=priority&orderType=desc`)).toEqual(['Visita a la oficina', 'Más adelante', 'Enviar contrato']);
    const all = (await t.call({ method: 'GET', url: '/rest/v1/agents/tasks?limit=2', token: ana })).json();
    expect(all.metadata.pagination).toEqual({ limit: 2, offset: 0, total: 4 });
    const bad = await t.call({ method: 'GET', url: '/rest/v1/agents/tasks?orderBy=secret&status=9&startDate=ayer', token: ana });
    expect(Object.keys(bad.json().metadata.error.fields).sort()).toEqual(['orderBy', 'startDate', 'status']);
  });

  it('deletes a task with its files', async () => {
    const id = (await create()).json().data.taskId;
    await attach(id, Buffer.from('hola,mundo\n1,2\n'), 'datos.csv', 'text/csv');
    expect((await t.call({ method: 'DELETE', url: `${base()}/${id}`, token: ana })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${base()}/${id}`, token: ana })).json().metadata.error.type).toBe('TASK_NOT_FOUND');
  });
});

describe('attachments', () => {
  it('accepts allowed types checked from bytes and serves them as downloads', async () => {
    const id = (await create()).json().data.taskId;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await attach(id, pdf, 'contrato firmado.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    const file = res.json().data.attachments[0];
    expect(file).toMatchObject({ fileName: 'contrato firmado.pdf', extension: 'pdf', sizeMeasure: 'B', sizeValue: pdf.length });
    const png = await attach(id, await makeImage(40, 40, 'png'), 'plano.png', 'image/png');
    expect(png.json().data.attachments).toHaveLength(2);

    const download = await t.app.inject({ method: 'GET', url: new URL(file.downloadUrl).pathname + new URL(file.downloadUrl).search });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''contrato%20firmado.pdf");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload).toEqual(pdf);
    const view = await t.app.inject({ method: 'GET', url: new URL(file.url).pathname + new URL(file.url).search });
    expect(view.headers['content-disposition']).toMatch(/^inline/);
    const direct = await t.call({ method: 'GET', url: `${base()}/${id}/attachments/${file.taskMediaId}`, token: ana });
    expect(direct.headers['content-disposition']).toMatch(/^attachment/);

    const tampered = file.downloadUrl.replace(/signature=[^&]+/, 'signature=abc');
    expect((await t.app.inject({ method: 'GET', url: new URL(tampered).pathname + new URL(tampered).search })).statusCode).toBe(404);

    const removed = await t.call({ method: 'DELETE', url: `${base()}/${id}/attachments/${file.taskMediaId}`, token: ana });
    expect(removed.json().data.attachments).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: new URL(file.downloadUrl).pathname + new URL(file.downloadUrl).search })).statusCode).toBe(404);
  });

  it('refuses hostile files: wrong bytes for the name, executables, binary text, 21 MB', async () => {
    const id = (await create()).json().data.taskId;
    const cases: Array<[Buffer, string, number]> = [
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), 'factura.pdf', 415],
      [await makeImage(10, 10, 'png'), 'foto.jpg', 415],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'pagina.html', 415],
      [Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'notas.txt', 415],
      [Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024, 0x20)]), 'grande.pdf', 413],
    ];
    for (const [buffer, name, status] of cases) {
      const res = await attach(id, buffer, name, 'application/octet-stream');
      expect(res.statusCode, name).toBe(status);
    }
    const task = (await t.call({ method: 'GET', url: `${base()}/${id}`, token: ana })).json().data;
    expect(task.attachments).toEqual([]);
  });
});

describe('another agent', () => {
  it('can neither read, change, move, attach to nor download the tasks of my customers', async () => {
    const task = (await create()).json().data;
    const file = (await attach(task.taskId, Buffer.from('hola'), 'nota.txt', 'text/plain')).json().data.attachments[0];
    const calls = await Promise.all([
      t.call({ method: 'GET', url: base(), token: luis }),
      t.call({ method: 'GET', url: `${base()}/${task.taskId}`, token: luis }),
      t.call({ method: 'POST', url: base(), token: luis, payload: body() }),
      t.call({ method: 'PUT', url: `${base()}/${task.taskId}`, token: luis, payload: body({ title: 'Intruso' }) }),
      move(task.taskId, 'completed', luis),
      t.call({ method: 'DELETE', url: `${base()}/${task.taskId}`, token: luis }),
      attach(task.taskId, Buffer.from('x'), 'x.txt', 'text/plain', luis),
      t.call({ method: 'GET', url: `${base()}/${task.taskId}/attachments/${file.taskMediaId}`, token: luis }),
      t.call({ method: 'DELETE', url: `${base()}/${task.taskId}/attachments/${file.taskMediaId}`, token: luis }),
    ]);
    for (const res of calls) expect(res.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/rest/v1/agents/tasks', token: luis })).json().data).toEqual([]);
    const after = (await t.call({ method: 'GET', url: `${base()}/${task.taskId}`, token: ana })).json().data;
    expect(after).toMatchObject({ title: task.title, status: 1, attachments: [{ taskMediaId: file.taskMediaId }] });
  });

  it('even linked to the same customer, sees only their own tasks', async () => {
    await create();
    await t.call({ method: 'POST', url: `/rest/v1/tenants/${tenantId}/agents`, token: luis, payload: { tenantType: 2 } });
    const res = await t.call({ method: 'GET', url: base(), token: luis });
    expect(res.json().data).toEqual([]);
  });
});
