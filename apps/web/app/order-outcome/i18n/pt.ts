import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomePt: OrderOutcomeMessages = {
  filled: 'Executado {{size}} {{coin}} a {{price}}',
  partlyFilledResting:
    'Executado parcialmente {{filled}} de {{size}} {{coin}} a {{price}}; o restante está no livro de ofertas',
  partlyFilledCancelled:
    'Executado parcialmente {{filled}} de {{size}} {{coin}} a {{price}}; o restante foi cancelado: {{reason}}',
  resting: 'Ordem enviada.',
  notFilled: 'Não executada: {{reason}}',
  reasonNoLiquidity: 'liquidez insuficiente no livro de ofertas',
  reasonPostOnly: 'uma ordem post-only seria executada na hora',
  reasonSelfTrade: 'ela seria executada contra uma ordem sua',
  reasonReduceOnly: 'uma ordem somente redução não pode ser maior que sua posição',
  reasonUser: 'cancelada por você',
  reasonUnknown: 'a ordem foi cancelada',
};
