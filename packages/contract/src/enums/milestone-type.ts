/** TaskCompleted (onboarding milestone) types of spec 1 §3. */
export const MilestoneType = {
  ProfileUpdated: 1,
  ProfilePictureAdded: 2,
  MediaProvidersAdded: 3,
  PropertyCreated: 4,
  TenantCreated: 5,
} as const;
export type MilestoneType = (typeof MilestoneType)[keyof typeof MilestoneType];
