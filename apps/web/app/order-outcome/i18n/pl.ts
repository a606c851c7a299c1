import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomePl: OrderOutcomeMessages = {
  filled: 'Zrealizowano {{size}} {{coin}} po {{price}}',
  partlyFilledResting:
    'Częściowo zrealizowano {{filled}} z {{size}} {{coin}} po {{price}}; reszta czeka w arkuszu zleceń',
  partlyFilledCancelled:
    'Częściowo zrealizowano {{filled}} z {{size}} {{coin}} po {{price}}; resztę anulowano: {{reason}}',
  resting: 'Zlecenie złożone.',
  notFilled: 'Nie zrealizowano: {{reason}}',
  reasonNoLiquidity: 'za mała płynność w arkuszu zleceń',
  reasonPostOnly: 'zlecenie post-only zostałoby zrealizowane od razu',
  reasonSelfTrade: 'zostałoby zrealizowane z Twoim własnym zleceniem',
  reasonReduceOnly: 'zlecenie tylko-redukcja nie może przekraczać Twojej pozycji',
  reasonUser: 'anulowane przez Ciebie',
  reasonUnknown: 'zlecenie anulowano',
};
