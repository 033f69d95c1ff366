export * from './features';
export * from './organization-selection';
