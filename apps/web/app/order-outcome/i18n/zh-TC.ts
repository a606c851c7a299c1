import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeZhTC: OrderOutcomeMessages = {
  filled: '已成交 {{size}} {{coin}}，價格 {{price}}',
  partlyFilledResting: '已部分成交 {{filled}} / {{size}} {{coin}}，價格 {{price}}；剩餘部分掛在訂單簿上',
  partlyFilledCancelled:
    '已部分成交 {{filled}} / {{size}} {{coin}}，價格 {{price}}；剩餘部分已撤銷：{{reason}}',
  resting: '下單成功。',
  notFilled: '未成交：{{reason}}',
  reasonNoLiquidity: '訂單簿流動性不足',
  reasonPostOnly: '只做 Maker 訂單會立即成交',
  reasonSelfTrade: '會與您自己的訂單成交',
  reasonReduceOnly: '只減倉訂單不能超過您的倉位',
  reasonUser: '您已撤單',
  reasonUnknown: '訂單已撤銷',
};
