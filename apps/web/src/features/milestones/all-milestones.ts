/**
 * The onboarding milestones (types 1..5 of spec 1 §3). Apart from the checklist so that the query
 * client (in every page's first chunk) does not carry the checklist's labels and links.
 */
export const ALL_MILESTONES = [1, 2, 3, 4, 5] as const;
