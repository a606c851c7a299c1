import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeDe: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}} zu {{price}} ausgeführt',
  partlyFilledResting:
    '{{filled}} von {{size}} {{coin}} zu {{price}} teilweise ausgeführt; der Rest liegt im Orderbuch',
  partlyFilledCancelled:
    '{{filled}} von {{size}} {{coin}} zu {{price}} teilweise ausgeführt; der Rest wurde storniert: {{reason}}',
  resting: 'Order aufgegeben.',
  notFilled: 'Nicht ausgeführt: {{reason}}',
  reasonNoLiquidity: 'nicht genug Liquidität im Orderbuch',
  reasonPostOnly: 'eine Post-only-Order wäre sofort ausgeführt worden',
  reasonSelfTrade: 'sie wäre gegen Ihre eigene Order ausgeführt worden',
  reasonReduceOnly: 'eine Reduce-only-Order darf nicht größer als Ihre Position sein',
  reasonUser: 'von Ihnen storniert',
  reasonUnknown: 'die Order wurde storniert',
};
