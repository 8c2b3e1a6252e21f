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
 * The settings the server wrote into the page it served (the boot script's `data-config`), or those
 * /runtime-config.js set (Vite's dev server loads it; tests set them).
 */
export function serverConfig(): Partial<PublicConfig> | undefined {
  if (typeof window === 'undefined') return undefined;
  if (window.__VITRINA_CONFIG__) return window.__VITRINA_CONFIG__;
  const written = document.querySelector<HTMLScriptElement>('script[data-config]')?.dataset.config;
  if (!written) return undefined;
  // Parsed once per text: every API call reads the settings.
  if (parsed?.text !== written) parsed = { text: written, value: parse(written) };
  return parsed.value;
}

let parsed: { text: string; value: Partial<PublicConfig> | undefined } | null = null;

function parse(text: string): Partial<PublicConfig> | undefined {
  try {
    return JSON.parse(text) as Partial<PublicConfig>;
  } catch {
    return undefined;
  }
}

/**
 * The configuration the server hands out at run time, over the defaults. Read on every call so that
 * nothing is baked in at build time.
 */
export function getConfig(): PublicConfig {
  return { ...defaults, ...(serverConfig() ?? {}) };
}
