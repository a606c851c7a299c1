import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeSv: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}} genomförd till {{price}}',
  partlyFilledResting:
    '{{filled}} av {{size}} {{coin}} delvis genomförd till {{price}}; resten ligger kvar i orderboken',
  partlyFilledCancelled:
    '{{filled}} av {{size}} {{coin}} delvis genomförd till {{price}}; resten avbröts: {{reason}}',
  resting: 'Ordern är lagd.',
  notFilled: 'Inte genomförd: {{reason}}',
  reasonNoLiquidity: 'för lite likviditet i orderboken',
  reasonPostOnly: 'en post-only-order skulle ha handlats direkt',
  reasonSelfTrade: 'den skulle ha handlats mot din egen order',
  reasonReduceOnly: 'en reduce-only-order får inte vara större än din position',
  reasonUser: 'avbruten av dig',
  reasonUnknown: 'ordern avbröts',
};
