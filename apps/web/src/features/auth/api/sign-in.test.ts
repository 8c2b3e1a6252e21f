import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, mockApi } from '../../../test/api-mock';
import { authorization, makeAgent } from '../../../test/fixtures';
import { signIn } from './sign-in';

const captcha = vi.hoisted(() => ({ result: { configured: false } as { configured: boolean; token?: string | null } }));
vi.mock('../../../lib/recaptcha', () => ({ getCaptchaToken: vi.fn(async () => captcha.result) }));

afterEach(() => {
  captcha.result = { configured: false };
});

const input = { emailAddress: 'maria@example.com', password: 'Secreta1' };

describe('signIn past the attempt limit', () => {
  it('sends the call once more with a captcha token when a captcha is configured', async () => {
    captcha.result = { configured: true, token: 'captcha-token' };
    const { calls } = mockApi({
      'POST /auth/agents': [apiErrorReply(429, 'TOO_MANY_REQUESTS'), { data: makeAgent(), metadata: authorization('tok-1') }],
    });
    const session = await signIn(input);
    expect(session.accessToken).toBe('tok-1');
    expect(calls.map((c) => c.body)).toEqual([input, { ...input, recaptchaToken: 'captcha-token' }]);
  });

  it('answers the 429 as it is without a captcha, or when the retry is refused too', async () => {
    const { calls } = mockApi({ 'POST /auth/agents': apiErrorReply(429, 'TOO_MANY_REQUESTS') });
    await expect(signIn(input)).rejects.toMatchObject({ type: 'TOO_MANY_REQUESTS' });
    expect(calls).toHaveLength(1);
    captcha.result = { configured: true, token: 'captcha-token' };
    await expect(signIn(input)).rejects.toMatchObject({ type: 'TOO_MANY_REQUESTS' });
    expect(calls).toHaveLength(3);
  });
});
