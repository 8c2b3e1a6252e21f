/** Where the API lives; apart from paths.ts so the web app's first file does not carry every route. */
export const API_PREFIX = '/rest/v1';
