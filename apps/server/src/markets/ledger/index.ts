export * from './fee-tiers.ts';
export * from './ledger.ts';
