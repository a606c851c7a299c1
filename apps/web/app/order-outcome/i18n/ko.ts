import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeKo: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}}이(가) {{price}}에 체결되었습니다',
  partlyFilledResting:
    '{{size}} {{coin}} 중 {{filled}}이(가) {{price}}에 부분 체결되었습니다. 나머지는 호가창에 대기 중입니다',
  partlyFilledCancelled:
    '{{size}} {{coin}} 중 {{filled}}이(가) {{price}}에 부분 체결되었습니다. 나머지는 취소되었습니다: {{reason}}',
  resting: '주문이 접수되었습니다.',
  notFilled: '체결되지 않음: {{reason}}',
  reasonNoLiquidity: '호가창의 유동성이 부족합니다',
  reasonPostOnly: '메이커 전용 주문이 즉시 체결될 수 있었습니다',
  reasonSelfTrade: '본인의 주문과 체결될 수 있었습니다',
  reasonReduceOnly: '포지션 축소 전용 주문은 포지션보다 클 수 없습니다',
  reasonUser: '사용자가 취소했습니다',
  reasonUnknown: '주문이 취소되었습니다',
};
