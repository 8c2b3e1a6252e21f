export * from './catalogues';
export * from './agents';
