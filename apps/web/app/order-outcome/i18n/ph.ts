import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomePh: OrderOutcomeMessages = {
  filled: 'Napuno ang {{size}} {{coin}} sa {{price}}',
  partlyFilledResting:
    'Bahagyang napuno ang {{filled}} ng {{size}} {{coin}} sa {{price}}; nakabinbin pa sa order book ang natitira',
  partlyFilledCancelled:
    'Bahagyang napuno ang {{filled}} ng {{size}} {{coin}} sa {{price}}; kinansela ang natitira: {{reason}}',
  resting: 'Nailagay ang order.',
  notFilled: 'Hindi napuno: {{reason}}',
  reasonNoLiquidity: 'kulang ang liquidity sa order book',
  reasonPostOnly: 'agad sanang mapupuno ang post-only na order',
  reasonSelfTrade: 'mapupuno sana ito laban sa sarili mong order',
  reasonReduceOnly: 'hindi puwedeng lumampas sa posisyon mo ang reduce-only na order',
  reasonUser: 'kinansela mo',
  reasonUnknown: 'kinansela ang order',
};
