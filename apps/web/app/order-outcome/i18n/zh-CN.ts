import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeZhCN: OrderOutcomeMessages = {
  filled: '已成交 {{size}} {{coin}}，价格 {{price}}',
  partlyFilledResting: '已部分成交 {{filled}} / {{size}} {{coin}}，价格 {{price}}；剩余部分挂在订单簿上',
  partlyFilledCancelled:
    '已部分成交 {{filled}} / {{size}} {{coin}}，价格 {{price}}；剩余部分已撤销：{{reason}}',
  resting: '下单成功。',
  notFilled: '未成交：{{reason}}',
  reasonNoLiquidity: '订单簿流动性不足',
  reasonPostOnly: '只做 Maker 订单会立即成交',
  reasonSelfTrade: '会与您自己的订单成交',
  reasonReduceOnly: '只减仓订单不能超过您的仓位',
  reasonUser: '您已撤单',
  reasonUnknown: '订单已撤销',
};
