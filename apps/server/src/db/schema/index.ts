export * from './companies.ts';
export * from './meta.ts';
export * from './reference.ts';
