export * from './companies/company.contract.ts';
export * from './companies/identifiers.ts';
export * from './companies/status.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './messages.ts';
