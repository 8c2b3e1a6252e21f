import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiDir } from './lib/package-dir';

/** The local key used when API_KEY is unset; the served web app receives it at run time. */
export const DEFAULT_API_KEY = 'vitrina-local-key';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_BASE_URL: optionalUrl,
  API_KEY: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Vitrina <no-reply@vitrina.local>'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v22.0'),
  INSTAGRAM_APP_ID: z.string().optional(),
  INSTAGRAM_APP_SECRET: z.string().optional(),
  /** Base of Instagram's OAuth endpoints (authorize and access_token); see instagramOauthUrls. */
  INSTAGRAM_OAUTH_URL: z.url().default('https://www.instagram.com/oauth'),
  INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
  TOKEN_ENCRYPTION_KEY: z.string().min(32).optional(),
  SENTRY_DSN: z.string().optional(),
  SENTRY_HOSTNAMES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org'),
  /** The geocoder's spacing between outside calls (the public Nominatim asks for one a second). */
  GEOCODER_INTERVAL_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  /** The longest a caller waits for a geocoder turn before GEOCODER_BUSY. */
  GEOCODER_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  MAP_TILES_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Past the sign-in limit, one attempt per this many seconds is still checked (0 turns the slow lane off). */
  SIGN_IN_SLOW_LANE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Proxies in front of the server whose X-Forwarded-For is believed: a hop count; 0 trusts none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Publishing to Instagram and Facebook: timeout of each call, container polling, longest usage pause. */
  PUBLISH_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  PUBLISH_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  PUBLISH_USAGE_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** How often idle job workers look for work (they are also woken when a job is enqueued). */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
}).superRefine((e, ctx) => {
  if (e.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE_DRIVER=s3' });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicBaseUrl: string;
  apiKeys: string[];
  smtpUrl: string | null;
  mailFrom: string;
  recaptcha: { siteKey: string | null; secret: string | null; verifyUrl: string; minScore: number };
  google: { clientId: string | null; userinfoUrl: string; tokeninfoUrl: string };
  facebook: { appId: string | null; appSecret: string | null; graphUrl: string };
  instagram: { appId: string | null; appSecret: string | null; authorizeUrl: string; tokenUrl: string; graphUrl: string };
  tokenEncryptionKey: string;
  sentry: { dsn: string | null; hostnames: string[] };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  /** Nominatim-compatible base URL, or null when switched off (GEOCODER_URL=off). */
  geocoderUrl: string | null;
  geocoder: { intervalMs: number; maxWaitMs: number };
  mapTilesUrl: string | null;
  rateLimitMax: number;
  signInSlowLaneSeconds: number;
  trustProxyHops: number;
  publishing: { callTimeoutMs: number; pollIntervalMs: number; usagePauseMs: number };
  jobsPollingSeconds: number;
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        endpoint: string | null;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
}

export class ConfigError extends Error {}

/** Parses the environment once; fails listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, emptyAsUndefined(v)]));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const apiKeys = (e.API_KEY ?? DEFAULT_API_KEY)
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    apiKeys: apiKeys.length ? apiKeys : [DEFAULT_API_KEY],
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    recaptcha: {
      siteKey: e.RECAPTCHA_SITE_KEY ?? null,
      secret: e.RECAPTCHA_SECRET ?? null,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID ?? null,
      userinfoUrl: e.GOOGLE_USERINFO_URL,
      tokeninfoUrl: e.GOOGLE_TOKENINFO_URL,
    },
    facebook: {
      appId: e.FACEBOOK_APP_ID ?? null,
      appSecret: e.FACEBOOK_APP_SECRET ?? null,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
    },
    instagram: {
      appId: e.INSTAGRAM_APP_ID ?? null,
      appSecret: e.INSTAGRAM_APP_SECRET ?? null,
      ...instagramOauthUrls(e.INSTAGRAM_OAUTH_URL),
      graphUrl: e.INSTAGRAM_GRAPH_URL.replace(/\/+$/, ''),
    },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ?? localEncryptionKey(dataDir),
    sentry: {
      dsn: e.SENTRY_DSN ?? null,
      hostnames: e.SENTRY_HOSTNAMES.split(',').map((h) => h.trim()).filter(Boolean),
    },
    logLevel: e.LOG_LEVEL,
    geocoderUrl: e.GEOCODER_URL === 'off' ? null : e.GEOCODER_URL.replace(/\/+$/, ''),
    geocoder: { intervalMs: e.GEOCODER_INTERVAL_MS, maxWaitMs: e.GEOCODER_MAX_WAIT_MS },
    mapTilesUrl: e.MAP_TILES_URL === 'off' ? null : e.MAP_TILES_URL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    signInSlowLaneSeconds: e.SIGN_IN_SLOW_LANE_SECONDS,
    trustProxyHops: e.TRUST_PROXY,
    publishing: { callTimeoutMs: e.PUBLISH_CALL_TIMEOUT_MS, pollIntervalMs: e.PUBLISH_POLL_INTERVAL_MS, usagePauseMs: e.PUBLISH_USAGE_PAUSE_MS },
    jobsPollingSeconds: e.JOBS_POLLING_SECONDS,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { driver: 'local', dir: path.join(dataDir, 'files') },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(apiDir, '..', 'web', 'dist')),
  };
}

/**
 * INSTAGRAM_OAUTH_URL names Instagram's OAuth endpoints by their base: `https://www.instagram.com/oauth`
 * (the default), a fake's `http://127.0.0.1:4000`, or either endpoint itself. Authorize is
 * `{base}/oauth/authorize`; the code exchange is `{base}/oauth/access_token`, which Instagram
 * serves from api.instagram.com.
 */
export function instagramOauthUrls(value: string): { authorizeUrl: string; tokenUrl: string } {
  const url = new URL(value);
  let base = url.pathname.replace(/\/+$/, '').replace(/\/(authorize|access_token)$/, '');
  if (!base.endsWith('/oauth')) base = `${base}/oauth`;
  const authorize = new URL(`${base}/authorize`, url.origin);
  const token = new URL(`${base}/access_token`, url.origin);
  if (token.hostname === 'www.instagram.com') token.hostname = 'api.instagram.com';
  return { authorizeUrl: authorize.toString(), tokenUrl: token.toString() };
}

/** A key derived once and stored under DATA_DIR, so a local install needs no secret configured. */
function localEncryptionKey(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'token-encryption.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
