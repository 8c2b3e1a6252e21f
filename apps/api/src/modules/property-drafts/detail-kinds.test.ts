import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { oneAgentEachTest } from '../../../test/two-agents';
import { propertyDetailTypes } from '../../db/schema/index';
import { seedPropertyCatalogues } from '../property-catalogues/property-catalogues.seed';

let t: TestApp;
let ana: string;

oneAgentEachTest((agent) => ({ t, ana } = agent));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url: `/rest/v1${url}`, token: ana, payload });
const newDraft = async () => (await call('POST', '/property-drafts')).json().data.propertyDraftId as string;
const put = (id: string, propertyDetailType: string, value: string) =>
  call('PUT', `/property-drafts/${id}/details`, { propertyDetailType, value });

interface TypeView {
  type: string;
  name: string;
  kind: string;
  unit: string | null;
  options: string[] | null;
}

describe('detail kinds', () => {
  it('lists every type with its kind, unit and options', async () => {
    const types: TypeView[] = (await call('GET', '/property-details/types?limit=100')).json().data;
    const byType = new Map(types.map((x) => [x.type, x]));
    expect(byType.get('ELEVATOR')).toMatchObject({ name: 'Ascensor', kind: 'boolean', unit: null, options: null });
    expect(byType.get('SIZE')).toMatchObject({ name: 'Área de construcción', kind: 'number', unit: 'm²' });
    expect(byType.get('CONDO_FEE')).toMatchObject({ kind: 'number', unit: 'USD' });
    expect(byType.get('MIN_LEASE')).toMatchObject({ kind: 'number', unit: 'meses' });
    expect(byType.get('PARKING')).toMatchObject({ kind: 'number', unit: 'puestos' });
    expect(byType.get('CONDITION')).toMatchObject({ kind: 'choice', options: expect.arrayContaining(['Excelente', 'A remodelar']) });
    expect(byType.get('ORIENTATION')?.options).toEqual(expect.arrayContaining(['Norte', 'Sur', 'Este', 'Oeste']));
    for (const yesNo of ['WATER', 'PETS', 'GAS', 'INTERNET', 'FURNISHED', 'SECURITY']) expect(byType.get(yesNo)?.kind).toBe('boolean');
  });

  it('keeps a yes/no detail switched on with no text, and removes it when switched off', async () => {
    const id = await newDraft();
    const on = await put(id, 'ELEVATOR', 'true');
    expect(on.statusCode).toBe(200);
    const after = (await call('GET', `/property-drafts/${id}`)).json().data;
    expect(after.details).toEqual([
      expect.objectContaining({
        value: 'true',
        propertyDetailType: expect.objectContaining({ type: 'ELEVATOR', name: 'Ascensor', kind: 'boolean', unit: null, options: null }),
      }),
    ]);
    expect((await call('DELETE', `/property-drafts/${id}/details/ELEVATOR`)).json().data.details).toEqual([]);
  });

  it('refuses a yes/no detail with anything but true', async () => {
    const id = await newDraft();
    const res = await put(id, 'ELEVATOR', 'quizás');
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.error).toMatchObject({ type: 'VALIDATION_ERROR', fields: { value: 'Este detalle solo se activa o se desactiva' } });
  });

  it('stores numbers written with a comma, and shows the unit beside them', async () => {
    const id = await newDraft();
    const res = await put(id, 'SIZE', ' 120,5 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.details[0]).toMatchObject({ value: '120.5', propertyDetailType: { kind: 'number', unit: 'm²' } });
    expect(res.json().data.size).toBe(120.5);
  });

  it('refuses what is not a number, a fraction where a whole number is due, and numbers out of bounds', async () => {
    const id = await newDraft();
    const cases: Array<[string, string, string]> = [
      ['SIZE', 'ciento veinte', 'El valor debe ser un número'],
      ['SIZE', '0', 'El valor debe estar entre 1 y 1.000.000'],
      ['PARKING', '1,5', 'El valor debe ser un número entero'],
      ['BUILD_YEAR', '1500', `El valor debe estar entre 1800 y ${new Date().getUTCFullYear() + 5}`],
      ['MIN_LEASE', '-2', 'El valor debe estar entre 1 y 120'],
    ];
    for (const [type, value, message] of cases) {
      const res = await put(id, type, value);
      expect(res.statusCode, `${type}=${value}`).toBe(400);
      expect(res.json().metadata.error).toMatchObject({ type: 'VALIDATION_ERROR', fields: { value: message } });
    }
    expect((await call('GET', `/property-drafts/${id}`)).json().data.details).toEqual([]);
  });

  it('takes a choice only among its options, whatever the case', async () => {
    const id = await newDraft();
    const bad = await put(id, 'CONDITION', 'Casi nuevo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.error.fields.value).toMatch(/^Elige una de las opciones: .*Excelente/);
    const good = await put(id, 'CONDITION', 'excelente');
    expect(good.statusCode).toBe(200);
    expect(good.json().data.details[0]).toMatchObject({ value: 'Excelente', propertyDetailType: { kind: 'choice' } });
  });

  it('seeding again gives types seeded before kinds existed their kind, unit and options', async () => {
    await t.database.db
      .update(propertyDetailTypes)
      .set({ kind: 'text', unit: null, options: null, name: 'Área de construcción (m²)' })
      .where(eq(propertyDetailTypes.type, 'SIZE'));
    await t.database.db.execute(sql`update property_detail_types set kind = 'text', options = null where type = 'CONDITION'`);
    await seedPropertyCatalogues(t.database.db);
    const types: TypeView[] = (await call('GET', '/property-details/types?limit=100')).json().data;
    expect(types.find((x) => x.type === 'SIZE')).toMatchObject({ name: 'Área de construcción', kind: 'number', unit: 'm²' });
    expect(types.find((x) => x.type === 'CONDITION')?.options).toContain('Bueno');
  });
});
