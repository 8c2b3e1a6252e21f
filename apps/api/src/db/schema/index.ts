export * from './catalogues';
export * from './agents';
export * from './milestones';
export * from './media-providers';
