import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomePtPT: OrderOutcomeMessages = {
  filled: 'Executado {{size}} {{coin}} a {{price}}',
  partlyFilledResting:
    'Executado parcialmente {{filled}} de {{size}} {{coin}} a {{price}}; o restante está no livro de ordens',
  partlyFilledCancelled:
    'Executado parcialmente {{filled}} de {{size}} {{coin}} a {{price}}; o restante foi cancelado: {{reason}}',
  resting: 'Ordem colocada.',
  notFilled: 'Não executada: {{reason}}',
  reasonNoLiquidity: 'liquidez insuficiente no livro de ordens',
  reasonPostOnly: 'uma ordem post-only seria executada de imediato',
  reasonSelfTrade: 'seria executada contra uma ordem sua',
  reasonReduceOnly: 'uma ordem só de redução não pode exceder a sua posição',
  reasonUser: 'cancelada por si',
  reasonUnknown: 'a ordem foi cancelada',
};
