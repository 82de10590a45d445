export * from './schemas.ts';
export * from './endpoints.ts';
