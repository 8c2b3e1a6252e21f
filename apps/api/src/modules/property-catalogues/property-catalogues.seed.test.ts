import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { oneAgentEachTest } from '../../../test/two-agents';
import { propertyEnvironments } from '../../db/schema/index';
import { seedPropertyCatalogues } from './property-catalogues.seed';

let t: TestApp;
let ana: string;

oneAgentEachTest((agent) => ({ t, ana } = agent));

interface GroupView {
  name: string;
  propertyEnviroments: Array<{ name: string; shortName: string }>;
}

const environmentNames = async () => {
  const groups: GroupView[] = (await t.call({ method: 'GET', url: '/rest/v1/property-enviroments?limit=100', token: ana })).json().data;
  return groups.flatMap((g) => g.propertyEnviroments);
};

describe('property catalogue names', () => {
  it("names the laundry room 'Lavadero'", async () => {
    const names = await environmentNames();
    expect(names).toContainEqual(expect.objectContaining({ name: 'Lavadero', shortName: 'lavadero' }));
    expect(names.map((e) => e.name)).not.toContain('Lavandero');
  });

  it('a database seeded with the misspelt name is corrected by the next start', async () => {
    await t.database.db.update(propertyEnvironments).set({ name: 'Lavandero', shortName: 'lavandero' }).where(eq(propertyEnvironments.key, 'LAUNDRY'));
    expect((await environmentNames()).map((e) => e.name)).toContain('Lavandero');
    await seedPropertyCatalogues(t.database.db);
    expect(await environmentNames()).toContainEqual(expect.objectContaining({ name: 'Lavadero', shortName: 'lavadero' }));
  });
});
