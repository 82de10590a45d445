export * from './schemas.ts';
export * from './form-rules.ts';
export * from './endpoints.ts';
export * from './dates.ts';
export * from './form-errors.ts';
