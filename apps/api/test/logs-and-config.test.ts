import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { API_KEY, createTestApp, loggingTwin, type TestApp } from './app';

describe('configuration', () => {
  it('fails at start listing every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', RECAPTCHA_MIN_SCORE: '7' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('RECAPTCHA_MIN_SCORE');
  });

  it('runs on its embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/vitrina-config-test' });
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, publicBaseUrl: 'http://localhost:3000', smtpUrl: null });
    expect(config.apiKeys).toHaveLength(1);
    expect(config.tokenEncryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: '/tmp/vitrina-config-test' }).tokenEncryptionKey).toBe(config.tokenEncryptionKey);
  });
});

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const plain = t.app;
    t.app = await loggingTwin(t, lines);
    await plain.close(); // its hub and job worker; the database stays with `t`
  });
  afterAll(async () => t.close());

  it('are JSON and never contain passwords, tokens or API keys', async () => {
    const headers = { 'x-api-key': API_KEY };
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/rest/v1/agents',
      headers,
      payload: { firstName: 'Ana', emailAddress: 'ana@example.com', password: 'SuperSecreto1', acceptEmails: false },
    });
    const token = signUp.json().metadata.authorization.accessToken as string;
    await t.app.inject({ method: 'GET', url: '/rest/v1/auth/agents', headers: { ...headers, authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'POST', url: '/rest/v1/auth/agents/password-reset', headers, payload: { emailAddress: 'ana@example.com' } });
    const resetToken = /authorization=([\w-]+)/.exec(t.mails.at(-1)!.text)![1]!;
    await t.app.inject({ method: 'GET', url: `/password-reset?authorization=${resetToken}` });
    await t.app.inject({ method: 'PUT', url: '/rest/v1/auth/agents/password-reset', headers: { ...headers, authorization: `Bearer ${resetToken}` }, payload: { password: 'OtraClave2' } });

    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    for (const secret of ['SuperSecreto1', 'OtraClave2', token, resetToken, API_KEY]) expect(all).not.toContain(secret);
  });
});
