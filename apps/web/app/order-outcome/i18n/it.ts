import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeIt: OrderOutcomeMessages = {
  filled: 'Eseguiti {{size}} {{coin}} a {{price}}',
  partlyFilledResting:
    'Eseguiti parzialmente {{filled}} di {{size}} {{coin}} a {{price}}; il resto è nel book degli ordini',
  partlyFilledCancelled:
    'Eseguiti parzialmente {{filled}} di {{size}} {{coin}} a {{price}}; il resto è stato annullato: {{reason}}',
  resting: 'Ordine inviato.',
  notFilled: 'Non eseguito: {{reason}}',
  reasonNoLiquidity: 'liquidità insufficiente nel book degli ordini',
  reasonPostOnly: 'un ordine post-only sarebbe stato eseguito subito',
  reasonSelfTrade: 'sarebbe stato eseguito contro un tuo ordine',
  reasonReduceOnly: 'un ordine solo riduzione non può superare la tua posizione',
  reasonUser: 'annullato da te',
  reasonUnknown: 'l’ordine è stato annullato',
};
