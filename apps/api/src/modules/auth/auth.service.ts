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
import { appError } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import { authRepository, type AgentRow } from './auth.repository';
import { passwordResetMail } from './password-reset-mail';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_MAX_FAILURES = 10;
export const RESET_WINDOW_MS = 60 * 60 * 1000;
export const RESET_MAX_REQUESTS = 5;

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
    async signIn(emailAddress: string, password: string): Promise<SignedIn> {
      const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
      if ((await repo.countAttempts('sign_in_failed', emailAddress, since)) >= SIGN_IN_MAX_FAILURES) {
        throw appError('TOO_MANY_REQUESTS');
      }
      const row = await repo.findByEmail(emailAddress);
      if (!row) {
        await burnPasswordTime(password);
        await repo.recordAttempt('sign_in_failed', emailAddress);
        throw appError('EMAIL_NOT_FOUND');
      }
      if (!row.passwordHash) throw appError('INVALID_USER_AUTH_PROVIDER');
      if (!(await verifyPassword(password, row.passwordHash))) {
        await repo.recordAttempt('sign_in_failed', emailAddress);
        throw appError('PASSWORD_INVALID');
      }
      await repo.clearAttempts('sign_in_failed', emailAddress);
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
        lastName: profile.lastName,
        emailAddress: profile.emailAddress,
        authProvider: provider,
        emailConfirmedAt: new Date(),
        ...(provider === 'google' ? { googleSub: profile.providerUserId } : { facebookId: profile.providerUserId }),
      });
      if (!row) throw appError('EMAIL_IN_USE');
      return startSession(row);
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
        lastName: input.lastName ? input.lastName.trim() || null : null,
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

    /** Attempts older than a day and tokens expired for a day are no longer needed. */
    purgeExpired: () => repo.purgeExpired(new Date(Date.now() - DAY)),

    async requestPasswordReset(emailAddress: string): Promise<void> {
      const since = new Date(Date.now() - RESET_WINDOW_MS);
      if ((await repo.countAttempts('password_reset', emailAddress, since)) >= RESET_MAX_REQUESTS) {
        throw appError('TOO_MANY_REQUESTS');
      }
      await repo.recordAttempt('password_reset', emailAddress);
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
