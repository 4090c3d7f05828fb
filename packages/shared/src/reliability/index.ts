export * from './dates.ts';
export * from './engine.ts';
export * from './factor.ts';
export * from './inputs.ts';
export * from './reliability.contract.ts';
