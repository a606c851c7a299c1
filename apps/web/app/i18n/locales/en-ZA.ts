import { deriveMessages } from './derive.ts';
import { en } from './en.ts';

/** South African English follows British spelling. */
export const enZA = deriveMessages(en, {
  meta: {
    homeDescription:
      'Trade Bitcoin, Ethereum and more on spot, margin and futures markets, or practise risk-free with demo trading.',
  },
  nav: { demoTradingDescription: 'Practise with virtual funds, risk-free' },
  footer: { vip: 'VIP programme' },
});
