import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeEs: OrderOutcomeMessages = {
  filled: 'Ejecutado {{size}} {{coin}} a {{price}}',
  partlyFilledResting:
    'Ejecutado parcialmente {{filled}} de {{size}} {{coin}} a {{price}}; el resto queda en el libro de órdenes',
  partlyFilledCancelled:
    'Ejecutado parcialmente {{filled}} de {{size}} {{coin}} a {{price}}; el resto se canceló: {{reason}}',
  resting: 'Orden creada.',
  notFilled: 'No ejecutada: {{reason}}',
  reasonNoLiquidity: 'no hay suficiente liquidez en el libro de órdenes',
  reasonPostOnly: 'una orden post-only se habría ejecutado de inmediato',
  reasonSelfTrade: 'se habría ejecutado contra una orden tuya',
  reasonReduceOnly: 'una orden solo de reducción no puede superar tu posición',
  reasonUser: 'cancelada por ti',
  reasonUnknown: 'la orden se canceló',
};
