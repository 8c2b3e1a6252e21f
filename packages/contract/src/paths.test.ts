import { describe, expect, it } from 'vitest';
import { API_PREFIX, paths, routes } from './paths';

describe('paths', () => {
  it('builds a concrete path from a pattern, parameters in order', () => {
    expect(paths.tenant('3f1c')).toBe('/rest/v1/tenants/3f1c');
    expect(paths.taskAttachment('t1', 'k2', 'a3')).toBe('/rest/v1/tenants/t1/tasks/k2/attachments/a3');
    expect(paths.draftEnvironment('d1', '7')).toBe('/rest/v1/property-drafts/d1/enviroments/7');
    expect(paths.tenants()).toBe('/rest/v1/tenants');
    expect(paths.publicPageImage('casa-1')).toBe('/p/casa-1/og.jpg');
  });

  it('percent-encodes each parameter, so an e-mail or a detail name cannot change the path', () => {
    expect(paths.tenantByEmail('ana+1@correo.com')).toBe('/rest/v1/tenants/email/ana%2B1%40correo.com');
    expect(paths.draftDetail('d1', 'a/b c')).toBe('/rest/v1/property-drafts/d1/details/a%2Fb%20c');
    expect(paths.tenantByPhone('+584127000001')).toBe('/rest/v1/tenants/phone-number/%2B584127000001');
  });

  it("keeps a stored file's key as nested path segments", () => {
    expect(paths.files('public/agents/ä b.jpg')).toBe('/files/public/agents/%C3%A4%20b.jpg');
  });

  it('declares each pattern once, the API ones under the prefix', () => {
    const patterns = Object.values(routes);
    expect(new Set(patterns).size).toBe(patterns.length);
    const outside = patterns.filter((p) => !p.startsWith(`${API_PREFIX}/`));
    expect(outside.every((p) => /^\/(p|downloads|files|social-images|runtime-config\.js)\b/.test(p))).toBe(true);
  });
});
