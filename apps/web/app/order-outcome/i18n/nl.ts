import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeNl: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}} uitgevoerd tegen {{price}}',
  partlyFilledResting:
    '{{filled}} van {{size}} {{coin}} gedeeltelijk uitgevoerd tegen {{price}}; de rest staat in het orderboek',
  partlyFilledCancelled:
    '{{filled}} van {{size}} {{coin}} gedeeltelijk uitgevoerd tegen {{price}}; de rest is geannuleerd: {{reason}}',
  resting: 'Order geplaatst.',
  notFilled: 'Niet uitgevoerd: {{reason}}',
  reasonNoLiquidity: 'niet genoeg liquiditeit in het orderboek',
  reasonPostOnly: 'een post-only-order zou direct zijn uitgevoerd',
  reasonSelfTrade: 'hij zou tegen je eigen order zijn uitgevoerd',
  reasonReduceOnly: 'een reduce-only-order mag niet groter zijn dan je positie',
  reasonUser: 'door jou geannuleerd',
  reasonUnknown: 'de order is geannuleerd',
};
