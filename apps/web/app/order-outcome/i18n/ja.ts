import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeJa: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}} が {{price}} で約定しました',
  partlyFilledResting:
    '{{size}} {{coin}} のうち {{filled}} が {{price}} で一部約定しました。残りは板に残っています',
  partlyFilledCancelled:
    '{{size}} {{coin}} のうち {{filled}} が {{price}} で一部約定しました。残りはキャンセルされました：{{reason}}',
  resting: '注文しました。',
  notFilled: '約定しませんでした：{{reason}}',
  reasonNoLiquidity: '板の流動性が不足しています',
  reasonPostOnly: 'メイカー限定注文が即時に約定するところでした',
  reasonSelfTrade: 'ご自身の注文と約定するところでした',
  reasonReduceOnly: 'リデュースオンリー注文はポジションを超えられません',
  reasonUser: 'お客様がキャンセルしました',
  reasonUnknown: '注文はキャンセルされました',
};
