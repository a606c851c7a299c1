export * from './referral-codes.ts';
