/** Post status (spec 3 §3): 1 Pending, 2 Published, 3 Failed. Apart from the schemas, so a page can name a status without loading zod. */
export const SocialPostStatus = { Pending: 1, Published: 2, Failed: 3 } as const;
export type SocialPostStatus = (typeof SocialPostStatus)[keyof typeof SocialPostStatus];
