import type { Config } from '../config';

/** CSP for the served app: own origin, plus the outside scripts of the configured providers only. */
export function contentSecurityPolicy(config: Config) {
  const scripts = ["'self'"];
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
