import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { startSmtpSink } from '../../../test/fakes/smtp-sink';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { createTenant } from '../../../test/tenants-fixtures';
import { createMailer, type Mailer } from '../../plugins/mail';
import { VISIT_REMINDERS_CRON, VISIT_REMINDERS_QUEUE, visitReminders } from './visit-reminders.job';

const sink = await startSmtpSink();
afterAll(() => sink.close());

let t: TestApp;
let ana: string;
let luis: string;
let carmen: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents), { SMTP_URL: sink.url });

/** 09:00 on 9 December 2026 in Caracas: tomorrow is the 10th. */
const NOW = new Date('2026-12-09T09:00:00-04:00');
const at = (day: string, hhmm: string) => `2026-12-${day}T${hhmm}:00-04:00`;
const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => t.call({ method, url: `/rest/v1${url}`, token, payload });

async function schedule(token: string, tenantId: string, day: string, hhmm: string, o: Record<string, unknown> = {}) {
  const end = `${String(Number(hhmm.slice(0, 2)) + 1).padStart(2, '0')}${hhmm.slice(2)}`;
  const res = await call('POST', '/events', token, { tenantId, propertyDraftId: null, startAt: at(day, hhmm), endAt: at(day, end === '24:00' ? '23:59' : end), ...o });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.eventId as string;
}

const smtpMailer = (): Mailer => createMailer({ smtpUrl: sink.url, from: 'Vitrina <no-reply@vitrina.test>', dataDir: t.dataDir, log: t.app.log });
const sweeper = (mailer: Mailer = smtpMailer(), enabled = true) => visitReminders({ db: t.database.db, mailer, enabled, baseUrl: 'http://vitrina.test', log: t.app.log });
const reminded = async () =>
  ((await t.database.db.execute(sql`select id from events where reminded_at is not null order by start_at`)) as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);

/** The .ics part of a raw MIME message, decoded. */
function icsOf(raw: string): string {
  const start = raw.search(/Content-Type: text\/calendar/i);
  expect(start).toBeGreaterThan(-1);
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd).trimStart().split(/\r?\n--/)[0]!;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Unfolded content lines of an iCalendar text. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

beforeEach(async () => {
  sink.messages.length = 0;
  carmen = (await createTenant(t, ana, { firstName: 'Carmen', lastName: 'Rodríguez' })).tenantId;
});

describe('visit reminders', () => {
  it('is scheduled hourly in the job queue when SMTP is configured', async () => {
    const result = (await t.database.db.execute(sql`select name, cron, timezone from pgboss.schedule`)) as unknown as { rows: unknown[] };
    expect(result.rows).toContainEqual({ name: VISIT_REMINDERS_QUEUE, cron: VISIT_REMINDERS_CRON, timezone: 'UTC' });
  });

  it("mails each agent once for tomorrow's visits still Programada, with an .ics", async () => {
    const first = await schedule(ana, carmen, '10', '10:00', { place: 'Av. Libertador, Edif. Sol; piso 3', note: 'Llevar llaves, y el contrato' });
    const late = await schedule(ana, carmen, '10', '23:00');
    const cancelled = await schedule(ana, carmen, '10', '12:00');
    await call('PUT', `/events/${cancelled}`, ana, { tenantId: carmen, propertyDraftId: null, startAt: at('10', '12:00'), endAt: at('10', '13:00'), place: null, status: 3 });
    const done = await schedule(ana, carmen, '10', '14:00');
    await call('PUT', `/events/${done}`, ana, { tenantId: carmen, propertyDraftId: null, startAt: at('10', '14:00'), endAt: at('10', '15:00'), place: null, status: 2 });
    await schedule(ana, carmen, '09', '18:00'); // today
    await schedule(ana, carmen, '11', '00:00'); // the day after tomorrow, at midnight
    await schedule(ana, carmen, '09', '23:00'); // tonight
    const pedro = (await createTenant(t, luis, { firstName: 'Pedro', lastName: 'Pérez' })).tenantId;
    const luisVisit = await schedule(luis, pedro, '10', '09:00');

    expect(await sweeper().sweep(NOW)).toEqual({ sent: 3, failed: 0 });
    expect((await reminded()).sort()).toEqual([first, late, luisVisit].sort());
    expect(sink.messages.filter((m) => m.to.includes('ana@example.com'))).toHaveLength(2);
    expect(sink.messages.filter((m) => m.to.includes('luis@example.com'))).toHaveLength(1);

    const mail = sink.messages.find((m) => m.raw.includes('text/calendar') && icsOf(m.raw).includes(`UID:${first}@`))!;
    expect(mail).toBeDefined();
    const lines = icsLines(icsOf(mail.raw));
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        `UID:${first}@vitrina.test`,
        'DTSTART:20261210T140000Z',
        'DTEND:20261210T150000Z',
        'SUMMARY:Visita con Carmen Rodríguez',
        'LOCATION:Av. Libertador\\, Edif. Sol\\; piso 3',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Nota: Llevar llaves\\, y el contrato\\nCliente: http://vitrina.test/customers/view/');
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toBe('DTSTAMP:20261209T130000Z');
    // Every physical line of the file fits in 75 octets.
    expect(icsOf(mail.raw).split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);

    // Sent once: the next sweeps of the day find nothing.
    sink.messages.length = 0;
    expect(await sweeper().sweep(new Date(NOW.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
    expect(sink.messages).toHaveLength(0);
  });

  it('waits for 08:00 in Caracas the day before, and a visit moved to another day is reminded again', async () => {
    const visit = await schedule(ana, carmen, '10', '10:00');
    expect(await sweeper().sweep(new Date('2026-12-09T07:59:00-04:00'))).toEqual({ sent: 0, failed: 0 });
    expect(await sweeper().sweep(new Date('2026-12-09T08:00:00-04:00'))).toEqual({ sent: 1, failed: 0 });
    await call('PUT', `/events/${visit}`, ana, { tenantId: carmen, propertyDraftId: null, startAt: at('11', '10:00'), endAt: at('11', '11:00'), place: null, status: 1 });
    expect(await reminded()).toEqual([]);
    expect(await sweeper().sweep(new Date('2026-12-10T09:00:00-04:00'))).toEqual({ sent: 1, failed: 0 });
  });

  it('a failed send leaves the visit for the next sweep; with SMTP off nothing is sent nor marked', async () => {
    await schedule(ana, carmen, '10', '10:00');
    const failing: Mailer = { send: async () => Promise.reject(new Error('smtp down')), close: () => undefined };
    expect(await sweeper(failing).sweep(NOW)).toEqual({ sent: 0, failed: 1 });
    expect(await reminded()).toEqual([]);
    const sent: unknown[] = [];
    const off: Mailer = { send: async (m) => void sent.push(m), close: () => undefined };
    expect(await sweeper(off, false).sweep(NOW)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect(await reminded()).toEqual([]);
    expect(await sweeper().sweep(NOW)).toEqual({ sent: 1, failed: 0 });
  });

  it('says in Spanish when, with whom and where, with links to the agenda and the customer', async () => {
    const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana })).json().data.propertyDraftId as string;
    await schedule(ana, carmen, '10', '10:00', { propertyDraftId: draftId, place: 'Plaza Altamira', note: 'Confirmar por WhatsApp' });
    const sent: Array<{ to: string; subject: string; text: string; html: string; attachments?: Array<{ filename: string; contentType: string }> }> = [];
    const capture: Mailer = { send: async (m) => void sent.push(m), close: () => undefined };
    expect(await sweeper(capture).sweep(NOW)).toEqual({ sent: 1, failed: 0 });
    const [mail] = sent;
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Recordatorio: mañana a las 10:00 tienes una visita con Carmen Rodríguez',
      attachments: [{ filename: 'visita.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
    expect(mail!.text).toContain('Hola, Ana:');
    expect(mail!.text).toContain('Cuándo: jueves 10 de diciembre, de 10:00 a 11:00 (hora de Caracas)');
    expect(mail!.text).toContain('Propiedad: Propiedad sin título');
    expect(mail!.text).toContain('Lugar: Plaza Altamira');
    expect(mail!.text).toContain('Nota: Confirmar por WhatsApp');
    expect(mail!.text).toContain('Tu agenda: http://vitrina.test/calendar');
    expect(mail!.html).toContain('Ver mi agenda');
  });
});
