import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../../test/app';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink';
import type { FakeMeta } from '../../../test/fakes/meta';
import { publishableDraft, settledDraft, startPublishingApp, waitFor } from '../../../test/publishing-fixtures';
import { rowsOf } from '../../lib/rate-counter';
import { apiAs, catalogue, chacaoBuyer, customer } from './matching-fixtures';
import { MATCH_ALERT_QUEUE } from './match-alerts.job';

let t: TestApp;
let meta: FakeMeta;
let smtp: SmtpSink;
let baseUrl: string;
let ana: { token: string; agentId: string };
let luis: { token: string; agentId: string };

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/rest/v1${url}`, token, payload });
const alerts = async (token: string) => (await call(token, 'GET', '/match-alerts')).json();
const finishedAlertJobs = async () =>
  Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${MATCH_ALERT_QUEUE} and state = 'completed'`))[0]!.n);
/** The message's text with quoted-printable undone. */
const textOf = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

async function publish(token: string, id: string) {
  expect((await call(token, 'PUT', `/property-drafts/${id}/publish`, {})).statusCode).toBe(200);
  expect((await settledDraft(t, token, id)).status).toBe(3);
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ t, meta, baseUrl } = await startPublishingApp({ SMTP_URL: smtp.url }));
  ana = await signUp(t, 'ana@example.com');
  luis = await signUp(t, 'luis@example.com');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await meta?.close();
  await smtp?.close();
});

describe('publish alerts', () => {
  it("stores an alert of the owner's matching customers and e-mails the agent, once", async () => {
    const cat = await catalogue(t, ana.token);
    const wishes = chacaoBuyer(cat, { bathroomsMin: null });
    const buyer = await customer(t, ana.token, 'Beatriz');
    const renter = await customer(t, ana.token, 'Carlos');
    await apiAs(t, ana.token)('PUT', `/tenants/${buyer.tenantId}/search-profile`, wishes);
    await apiAs(t, ana.token)('PUT', `/tenants/${renter.tenantId}/search-profile`, { ...wishes, operationType: 1 });
    const luisBuyer = await customer(t, luis.token, 'Fabio');
    await apiAs(t, luis.token)('PUT', `/tenants/${luisBuyer.tenantId}/search-profile`, wishes);

    const { id } = await publishableDraft(t, ana.token, 1);
    await publish(ana.token, id);
    const list = await waitFor(() => alerts(ana.token), (a) => a.data.length > 0);
    expect(list.metadata.pagination.total).toBe(1);
    const [alert] = list.data;
    expect(alert).toMatchObject({
      listing: { propertyDraftId: id, title: 'Apartamento en venta en Chacao', owner: { agentId: ana.agentId } },
      matchCount: 1,
      customers: [{ tenantId: buyer.tenantId, fullName: 'Beatriz Núñez', slug: buyer.slug, score: 100, reasons: ['Precio dentro del rango', 'En Chacao', 'Apartamento', '3 habitaciones'] }],
    });
    expect(alert.listing.slug).toBeTruthy();
    expect(alert.listing.coverUrl).toMatch(/^http/);

    const mail = await smtp.waitFor('ana@example.com');
    const text = textOf(mail.raw);
    expect(text).toContain('Publicaste «Apartamento en venta en Chacao» (USD\u00a085.000) y 1 cliente encaja con lo que busca');
    expect(text).toContain(`Beatriz Núñez (100/100: Precio dentro del rango, En Chacao, Apartamento, 3 habitaciones): ${baseUrl}/customers/view/${buyer.slug}`);
    expect(text).not.toContain('Carlos');
    expect(text).not.toContain('Fabio');
    expect((await alerts(luis.token)).data).toEqual([]);

    // A listing nobody wants: the job runs, no alert and no mail.
    const cheap = await publishableDraft(t, ana.token, 1);
    await apiAs(t, ana.token)('PUT', `/property-drafts/${cheap.id}`, { propertyType: cat.type('Casa'), price: 900, operationType: 1 });
    await apiAs(t, ana.token)('PUT', `/tenants/${renter.tenantId}/search-profile`, { ...wishes, operationType: 2 });
    await publish(ana.token, cheap.id);
    await waitFor(finishedAlertJobs, (n) => n >= 2);
    expect((await alerts(ana.token)).metadata.pagination.total).toBe(1);
    expect(smtp.messages.filter((m) => m.to.includes('ana@example.com'))).toHaveLength(1);
  }, 120_000);

  it('is dismissed by its agent only', async () => {
    const [alert] = (await alerts(ana.token)).data;
    const other = await call(luis.token, 'DELETE', `/match-alerts/${alert.alertId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().metadata.error).toEqual({ type: 'MATCH_ALERT_NOT_FOUND', message: 'La alerta no existe' });
    expect((await alerts(ana.token)).data).toHaveLength(1);
    const res = await call(ana.token, 'DELETE', `/match-alerts/${alert.alertId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, metadata: {} });
    expect((await alerts(ana.token)).data).toEqual([]);
    expect((await call(ana.token, 'DELETE', `/match-alerts/${alert.alertId}`)).statusCode).toBe(404);
    expect((await call(ana.token, 'DELETE', '/match-alerts/no-es-un-id')).statusCode).toBe(404);
  });

  it('never names a customer whose budget the listing is more than 10 % over, on the dashboard or in the e-mail', async () => {
    const cat = await catalogue(t, ana.token);
    const gabriela = await customer(t, ana.token, 'Gabriela');
    await apiAs(t, ana.token)('PUT', `/tenants/${gabriela.tenantId}/search-profile`, chacaoBuyer(cat, { priceMin: 80_000, priceMax: 150_000, bathroomsMin: null }));
    const mailsBefore = smtp.messages.filter((m) => m.to.includes('ana@example.com')).length;
    const priced = async (price: number) => {
      const { id } = await publishableDraft(t, ana.token, 1);
      await apiAs(t, ana.token)('PUT', `/property-drafts/${id}`, { propertyType: cat.type('Apartamento'), price, operationType: 2, code: 'VT-101' });
      return id;
    };

    // Place, type and rooms fit Gabriela perfectly, but 400.000 is far over her 150.000.
    const jobsBefore = await finishedAlertJobs();
    await publish(ana.token, await priced(400_000));
    await waitFor(finishedAlertJobs, (n) => n > jobsBefore);
    expect((await alerts(ana.token)).data).toEqual([]);
    expect(smtp.messages.filter((m) => m.to.includes('ana@example.com'))).toHaveLength(mailsBefore);

    // 160.000 is within 10 % of it.
    const near = await priced(160_000);
    await publish(ana.token, near);
    const list = await waitFor(() => alerts(ana.token), (a) => a.data.length > 0);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ listing: { propertyDraftId: near }, matchCount: 1, customers: [{ tenantId: gabriela.tenantId, score: 80 }] });
    const text = textOf((await waitFor(async () => smtp.messages.filter((m) => m.to.includes('ana@example.com')), (m) => m.length > mailsBefore)).at(-1)!.raw);
    expect(text).toContain('Gabriela Núñez (80/100: Precio hasta un 10 % sobre el máximo, En Chacao, Apartamento, 3 habitaciones)');
    expect(text).not.toContain('Beatriz');
  }, 120_000);
});
