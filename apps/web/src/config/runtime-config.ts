import type { PublicConfig } from '@vitrina/contract/public-config';

const defaults: PublicConfig = {
  apiKey: '',
  publicBaseUrl: '',
  googleClientId: null,
  facebookAppId: null,
  recaptchaSiteKey: null,
  sentryDsn: null,
  sentryHostnames: [],
  mapTilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

/**
 * The configuration the server hands out at run time through /runtime-config.js.
 * Read on every call so that nothing is baked in at build time.
 */
export function getConfig(): PublicConfig {
  const fromServer = typeof window === 'undefined' ? undefined : window.__VITRINA_CONFIG__;
  return { ...defaults, ...(fromServer ?? {}) };
}
