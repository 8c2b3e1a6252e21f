import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasNul, NUL_MESSAGE } from '@vitrina/contract/schemas/common';
import { WEB_BOOT_SCRIPT } from '@vitrina/contract/web-boot';
import type { Config } from '../config';
import { appError } from '../lib/errors';
import { bearerToken } from './auth';

/** index.html's one inline script (it preloads the page's next code), allowed by its hash alone. */
const WEB_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64')}'`;

/** CSP for the served app: own origin, plus the outside scripts of the configured providers only. */
export function contentSecurityPolicy(config: Config) {
  const scripts = ["'self'", WEB_BOOT_SCRIPT_HASH];
  const frames: string[] = [];
  const connect = ["'self'"];
  if (config.google.clientId) {
    scripts.push('https://accounts.google.com');
    frames.push('https://accounts.google.com');
    connect.push('https://accounts.google.com');
  }
  if (config.facebook.appId) {
    scripts.push('https://connect.facebook.net');
    frames.push('https://www.facebook.com', 'https://web.facebook.com');
    connect.push('https://graph.facebook.com', 'https://www.facebook.com');
  }
  if (config.recaptcha.siteKey) {
    scripts.push('https://www.google.com', 'https://www.gstatic.com');
    frames.push('https://www.google.com', 'https://recaptcha.google.com');
    connect.push('https://www.google.com');
  }
  if (config.mapTilesUrl) {
    try {
      connect.push(new URL(config.mapTilesUrl.replace(/\{[a-z]\}/g, '0')).origin);
    } catch {
      /* a relative template needs nothing more */
    }
  }
  if (config.sentry.dsn) {
    try {
      connect.push(new URL(config.sentry.dsn).origin);
    } catch {
      /* an unusable DSN only disables reporting */
    }
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: connect,
    frameSrc: frames.length ? frames : ["'none'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

const API_PREFIX = '/rest/v1/';

/** The first place in `value` (a parsed body, query or params) that holds U+0000, as a field path. */
export function nulField(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path.join('.') || '_' : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasNul(key)) return [...path, key.replaceAll('\u0000', '')].join('.') || '_';
    const found = nulField(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

function isApi(request: FastifyRequest): boolean {
  return request.url.startsWith(API_PREFIX);
}

/**
 * Guards of every API answer:
 * - U+0000 anywhere in the path, query or JSON body answers 400 VALIDATION_ERROR naming the field
 *   (PostgreSQL cannot store it; the contract's text schemas refuse it too, this catches the rest);
 * - an answer to a call that carries a bearer token is never stored by a cache (errors included).
 */
export const apiGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!isApi(request)) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = nulField(part);
      if (field) throw appError('VALIDATION_ERROR', undefined, { [field]: NUL_MESSAGE });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request) && bearerToken(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
