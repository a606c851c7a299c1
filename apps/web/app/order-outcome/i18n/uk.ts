import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeUk: OrderOutcomeMessages = {
  filled: 'Виконано {{size}} {{coin}} за {{price}}',
  partlyFilledResting: 'Частково виконано {{filled}} з {{size}} {{coin}} за {{price}}; решта чекає в стакані',
  partlyFilledCancelled:
    'Частково виконано {{filled}} з {{size}} {{coin}} за {{price}}; решту скасовано: {{reason}}',
  resting: 'Ордер розміщено.',
  notFilled: 'Не виконано: {{reason}}',
  reasonNoLiquidity: 'недостатньо ліквідності в стакані',
  reasonPostOnly: 'ордер «лише мейкер» виконався б одразу',
  reasonSelfTrade: 'він виконався б проти вашого ж ордера',
  reasonReduceOnly: 'ордер «лише скорочення» не може бути більшим за позицію',
  reasonUser: 'скасовано вами',
  reasonUnknown: 'ордер скасовано',
};
