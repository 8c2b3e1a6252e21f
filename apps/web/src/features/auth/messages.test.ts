import { describe, expect, it } from 'vitest';
import { ApiError, ErrorType } from '@vitrina/contract/errors';
import { authMessages, signInErrorMessage } from './messages';

describe('signInErrorMessage', () => {
  it("shows the server's wait on a refused sign-in, so the agent knows when to try again", () => {
    const wait = 'Demasiados intentos de inicio de sesión. Vuelve a intentarlo en 30 segundos o restablece tu contraseña';
    expect(signInErrorMessage(new ApiError(ErrorType.TOO_MANY_REQUESTS, wait, 429))).toBe(wait);
  });

  it('falls back to the fixed Spanish message when the answer carries none (a proxy, an old server)', () => {
    expect(signInErrorMessage(new ApiError(ErrorType.TOO_MANY_REQUESTS, 'Too Many Requests', 429))).toBe(authMessages.tooManyAttempts);
  });
});
