import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeRu: OrderOutcomeMessages = {
  filled: 'Исполнено {{size}} {{coin}} по {{price}}',
  partlyFilledResting:
    'Частично исполнено {{filled}} из {{size}} {{coin}} по {{price}}; остаток ждёт в стакане',
  partlyFilledCancelled:
    'Частично исполнено {{filled}} из {{size}} {{coin}} по {{price}}; остаток отменён: {{reason}}',
  resting: 'Ордер размещён.',
  notFilled: 'Не исполнен: {{reason}}',
  reasonNoLiquidity: 'недостаточно ликвидности в стакане',
  reasonPostOnly: 'ордер «только мейкер» исполнился бы сразу',
  reasonSelfTrade: 'он исполнился бы против вашего же ордера',
  reasonReduceOnly: 'ордер «только сокращение» не может быть больше позиции',
  reasonUser: 'отменён вами',
  reasonUnknown: 'ордер отменён',
};
