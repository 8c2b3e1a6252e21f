export * from './catalogues';
export * from './agents';
export * from './milestones';
export * from './media-providers';
export * from './tenants';
export * from './tasks';
export * from './properties';
export * from './social-posts';
