import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';

export interface TwoAgents {
  t: TestApp;
  /** Ana's access token (ana@example.com). */
  ana: string;
  /** Luis's access token (luis@example.com): the other agent, for scoping checks. */
  luis: string;
}

/**
 * One test app for the file, emptied before each test, with Ana and Luis signed up again.
 * `receive` hands the app and tokens to the file's own variables; hooks the file registers
 * after this call run after the agents exist.
 */
export function twoAgentsEachTest(receive: (agents: TwoAgents) => void, env: Record<string, string> = {}): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  beforeEach(async () => {
    await t.reset();
    const ana = (await signUp(t, 'ana@example.com')).token;
    const luis = (await signUp(t, 'luis@example.com')).token;
    receive({ t, ana, luis });
  });
  afterAll(async () => t.close());
}

/**
 * One test app for the file, emptied before each test, with Ana signed up again; `receive` hands
 * the app and her token to the file's own variables.
 */
export function oneAgentEachTest(receive: (agent: { t: TestApp; ana: string }) => void, env: Record<string, string> = {}): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  beforeEach(async () => {
    await t.reset();
    receive({ t, ana: (await signUp(t, 'ana@example.com')).token });
  });
  afterAll(async () => t.close());
}
