/** Sex codes of spec 2 §3. */
export const Sex = { Male: 1, Female: 2, NotSpecified: 3 } as const;
export type Sex = (typeof Sex)[keyof typeof Sex];
export const sexLabels: Record<Sex, string> = { 1: 'Masculino', 2: 'Femenino', 3: 'Prefiero no decirlo' };
