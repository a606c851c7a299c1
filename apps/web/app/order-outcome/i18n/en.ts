// Texts of an order's outcome after placing it (spot and futures). Every other language file is
// typed against this one.
export const orderOutcomeEn = {
  filled: 'Filled {{size}} {{coin}} at {{price}}',
  partlyFilledResting:
    'Partially filled {{filled}} of {{size}} {{coin}} at {{price}}; the rest is resting on the order book',
  partlyFilledCancelled:
    'Partially filled {{filled}} of {{size}} {{coin}} at {{price}}; the rest was cancelled: {{reason}}',
  resting: 'Order placed.',
  notFilled: 'Not filled: {{reason}}',
  reasonNoLiquidity: 'not enough liquidity in the order book',
  reasonPostOnly: 'a post-only order would have traded at once',
  reasonSelfTrade: 'it would have traded with your own order',
  reasonReduceOnly: 'a reduce-only order cannot be larger than your position',
  reasonUser: 'cancelled by you',
  reasonUnknown: 'the order was cancelled',
};

export type OrderOutcomeMessages = typeof orderOutcomeEn;
