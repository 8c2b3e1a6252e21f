/** MediaProvider type (spec 3 §3); here without zod, so a page can name a provider without the schemas. */
export const MediaProviderType = { GoogleCalendar: 1, Instagram: 2, Facebook: 3 } as const;
export type MediaProviderType = (typeof MediaProviderType)[keyof typeof MediaProviderType];
