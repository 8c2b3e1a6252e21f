import type { Authorization } from '@vitrina/contract/errors';
import type { Agent } from '@vitrina/contract/schemas/agent';
import { capitalizeName, type SignUpInput } from '@vitrina/contract/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { verifyFacebookToken } from '../../integrations/facebook';
import { verifyGoogleToken } from '../../integrations/google';
import { verifyRecaptcha } from '../../integrations/recaptcha';
import type { SocialProfile } from '../../integrations/social-profile';
import { readAgentView } from '../../lib/agent-view';
import { burnPasswordTime, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/crypto';
import { ApiError, appError } from '../../lib/errors';
import { reserveSlot, resetCounter } from '../../lib/rate-counter';
import type { Mailer } from '../../plugins/mail';
import { authRepository, type AgentRow } from './auth.repository';
import { passwordResetMail } from './password-reset-mail';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** Sign-in attempts checked per e-mail in 15 minutes (DECISIONS §3), counted on `rate_counters`. */
export const SIGN_IN_LIMIT = { kind: 'sign_in', limit: 10, windowSeconds: 15 * 60 } as const;
/** Password-reset mails per e-mail an hour; no slow lane: each one lands in someone's inbox. */
export const RESET_LIMIT = { kind: 'password_reset', limit: 5, windowSeconds: 60 * 60, slowLaneSeconds: 0 } as const;

/** 429 with the seconds to wait; the route sends them as `Retry-After`. */
export class RetryLaterError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super('TOO_MANY_REQUESTS', message, 429);
  }
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutos`;
}

export type SocialProviderName = 'google' | 'facebook';

export interface SignedIn {
  agent: Agent;
  authorization: Authorization;
}

export function authService(deps: { db: Db; config: Config; mailer: Mailer }) {
  const repo = authRepository(deps.db);
  const { config } = deps;

  async function startSession(row: AgentRow): Promise<SignedIn> {
    const { token, hash } = newToken();
    await repo.insertToken(row.id, 'session', hash, new Date(Date.now() + SESSION_TTL_MS));
    const lastSession = await repo.touchLastSession(row.id);
    const agent = (await readAgentView(deps.db, row.id, config.publicBaseUrl))!;
    return {
      agent,
      authorization: {
        firstName: agent.firstName,
        lastName: agent.lastName,
        fullName: agent.fullName,
        emailAddress: agent.emailAddress,
        emailAddressConfirmationDate: row.emailConfirmedAt?.toISOString() ?? null,
        lastSessionDate: lastSession.toISOString(),
        accessToken: token,
      },
    };
  }

  async function socialProfile(provider: SocialProviderName, accessToken: string): Promise<SocialProfile> {
    return provider === 'google'
      ? verifyGoogleToken(config.google, accessToken)
      : verifyFacebookToken(config.facebook, accessToken);
  }

  return {
    /**
     * Each attempt takes a slot on the e-mail's counter (one atomic statement) before the password
     * is looked at; past the limit the password is checked only through the slow lane or with a
     * passing captcha (when one is configured), so that the owner is never locked out.
     */
    async signIn(input: { emailAddress: string; password: string; recaptchaToken?: string | null }, remoteIp?: string): Promise<SignedIn> {
      const { emailAddress, password } = input;
      const counter = { kind: SIGN_IN_LIMIT.kind, key: emailAddress };
      const slot = await reserveSlot(deps.db, { ...SIGN_IN_LIMIT, key: emailAddress, slowLaneSeconds: config.signInSlowLaneSeconds });
      if (!slot.allowed) {
        const human = Boolean(config.recaptcha.secret && input.recaptchaToken) && (await verifyRecaptcha(config.recaptcha, input.recaptchaToken, remoteIp));
        if (!human) {
          throw new RetryLaterError(
            slot.retryAfterSeconds,
            `Demasiados intentos de inicio de sesión. Vuelve a intentarlo en ${waitText(slot.retryAfterSeconds)} o restablece tu contraseña`,
          );
        }
      }
      const row = await repo.findByEmail(emailAddress);
      if (!row) {
        await burnPasswordTime(password);
        throw appError('EMAIL_NOT_FOUND');
      }
      if (!row.passwordHash) throw appError('INVALID_USER_AUTH_PROVIDER');
      if (!(await verifyPassword(password, row.passwordHash))) throw appError('PASSWORD_INVALID');
      await resetCounter(deps.db, counter);
      return startSession(row);
    },

    /** Signs in with a provider token; the account is keyed on the provider's user id. */
    async socialSignIn(provider: SocialProviderName, accessToken: string): Promise<SignedIn> {
      const profile = await socialProfile(provider, accessToken);
      let row = await repo.findBySocialId(provider, profile.providerUserId);
      if (!row) {
        // A verified e-mail of an existing account proves ownership: link the provider to it.
        const byEmail = await repo.findByEmail(profile.emailAddress);
        if (!byEmail) throw appError('AGENT_NOT_FOUND');
        const linkedElsewhere = provider === 'google' ? byEmail.googleSub : byEmail.facebookId;
        if (linkedElsewhere) throw appError('AGENT_NOT_FOUND');
        await repo.linkSocialId(byEmail.id, provider, profile.providerUserId);
        row = byEmail;
      }
      return startSession(row);
    },

    async socialSignUp(provider: SocialProviderName, accessToken: string): Promise<SignedIn> {
      const profile = await socialProfile(provider, accessToken);
      if (await repo.findBySocialId(provider, profile.providerUserId)) throw appError('EMAIL_IN_USE');
      const row = await repo.insertAgent({
        firstName: capitalizeName(profile.firstName),
        lastName: profile.lastName ? capitalizeName(profile.lastName) : profile.lastName,
        emailAddress: profile.emailAddress,
        authProvider: provider,
        emailConfirmedAt: new Date(),
        ...(provider === 'google' ? { googleSub: profile.providerUserId } : { facebookId: profile.providerUserId }),
      });
      if (!row) throw appError('EMAIL_IN_USE');
      return startSession(row);
    },

    /** Step 1's check as the browser asks it (`?availability=true`): no failed request either way. */
    async emailAvailability(emailAddress: string): Promise<{ available: boolean }> {
      return { available: !(await repo.findByEmail(emailAddress)) };
    },

    /** Step 1 without a password only checks the e-mail; with one it creates the agent. */
    async signUp(input: SignUpInput & { emailAddress: string; firstName: string }, remoteIp: string): Promise<SignedIn> {
      if (await repo.findByEmail(input.emailAddress)) throw appError('EMAIL_IN_USE');
      if (!input.password) throw appError('PASSWORD_REQUIRED');
      if (!(await verifyRecaptcha(config.recaptcha, input.recaptchaToken, remoteIp))) {
        throw appError('RECAPTCHA_VERIFICATION_FAILED');
      }
      const row = await repo.insertAgent({
        firstName: capitalizeName(input.firstName),
        lastName: input.lastName?.trim() ? capitalizeName(input.lastName) : null,
        emailAddress: input.emailAddress,
        passwordHash: await hashPassword(input.password),
        authProvider: 'password',
        acceptEmails: input.acceptEmails ?? false,
      });
      if (!row) throw appError('EMAIL_IN_USE');
      return startSession(row);
    },

    async currentAgent(agentId: string): Promise<Agent> {
      const agent = await readAgentView(deps.db, agentId, config.publicBaseUrl);
      if (!agent) throw appError('ACCESS_TOKEN_INVALID');
      return agent;
    },

    logout: (tokenId: string) => repo.revokeToken(tokenId),

    /** Counters and attempts older than a day and tokens expired for a day are no longer needed. */
    purgeExpired: () => repo.purgeExpired(new Date(Date.now() - DAY), [SIGN_IN_LIMIT.kind, RESET_LIMIT.kind]),

    async requestPasswordReset(emailAddress: string): Promise<void> {
      const slot = await reserveSlot(deps.db, { ...RESET_LIMIT, key: emailAddress });
      if (!slot.allowed) {
        throw new RetryLaterError(
          slot.retryAfterSeconds,
          `Ya enviamos varios enlaces a este correo. Vuelve a intentarlo en ${waitText(slot.retryAfterSeconds)}`,
        );
      }
      const row = await repo.findByEmail(emailAddress);
      if (!row) throw appError('EMAIL_NOT_FOUND');
      if (!row.passwordHash) throw appError('INVALID_USER_AUTH_PROVIDER');
      const { token, hash } = newToken();
      await repo.insertToken(row.id, 'password_reset', hash, new Date(Date.now() + RESET_TTL_MS));
      const link = `${config.publicBaseUrl}/password-reset?authorization=${encodeURIComponent(token)}`;
      await deps.mailer.send({ to: row.emailAddress, ...passwordResetMail(row.firstName, link) });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const row = await repo.findResetToken(hashToken(token));
      if (!row) throw appError('ACCESS_TOKEN_INVALID');
      if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw appError('TOKEN_EXPIRED');
      const done = await repo.resetPassword(row.id, row.agentId, await hashPassword(password));
      if (!done) throw appError('TOKEN_EXPIRED');
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
