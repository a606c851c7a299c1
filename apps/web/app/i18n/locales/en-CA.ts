import { deriveMessages } from './derive.ts';
import { en } from './en.ts';

/** Canadian spelling: "program" as in the US, but the verb "practise" as in Britain. */
export const enCA = deriveMessages(en, {
  meta: {
    homeDescription:
      'Trade Bitcoin, Ethereum and more on spot, margin and futures markets, or practise risk-free with demo trading.',
  },
  nav: { demoTradingDescription: 'Practise with virtual funds, risk-free' },
});
