/** Root of every matching key (profiles, matches both ways, interests, alerts): changes invalidate through these. */
export const matchingKey = ['matching'] as const;

export const matchingKeys = {
  profile: (tenantId: string) => [...matchingKey, 'profile', tenantId] as const,
  /** Every page of a customer's matching listings. */
  tenantMatches: (tenantId: string) => [...matchingKey, 'tenant-matches', tenantId] as const,
  interests: (tenantId: string) => [...matchingKey, 'interests', tenantId] as const,
  /** Every page of a listing's matching customers. */
  draftMatches: (propertyDraftId: string) => [...matchingKey, 'draft-matches', propertyDraftId] as const,
  alerts: [...matchingKey, 'alerts'] as const,
};
