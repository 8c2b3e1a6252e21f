/** Settings the server hands the browser at run time (written into the served page; also GET /runtime-config.js). */
export interface PublicConfig {
  apiKey: string;
  publicBaseUrl: string;
  googleClientId: string | null;
  facebookAppId: string | null;
  recaptchaSiteKey: string | null;
  sentryDsn: string | null;
  sentryHostnames: string[];
  /** Leaflet tile URL template, or null when maps are switched off. */
  mapTilesUrl: string | null;
}
