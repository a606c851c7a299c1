/** What the P2P market trades (issue #25): its cryptos, the §3 valuation fiats, and its fixed choices. */

export const P2P_CRYPTOS = ['USDT', 'BTC', 'ETH'] as const;
export type P2pCrypto = (typeof P2P_CRYPTOS)[number];

/** Spec §3's valuation currencies, and the seven valuation units added for issue #30 item 7. */
export const P2P_FIATS = [
  'USD',
  'KRW',
  'JPY',
  'VND',
  'RUB',
  'EUR',
  'TRY',
  'CNY',
  'TWD',
  'IDR',
  'PHP',
  'HKD',
  'THB',
  'UAH',
  'UZS',
  'AED',
  'CAD',
  'INR',
  'ZAR',
  'SEK',
] as const;
export type P2pFiat = (typeof P2P_FIATS)[number];

/** The advertiser's side: a `sell` ad sells crypto, so its takers buy. */
export const P2P_SIDES = ['buy', 'sell'] as const;
export type P2pSide = (typeof P2P_SIDES)[number];

export const P2P_PRICE_TYPES = ['fixed', 'floating'] as const;
export type P2pPriceType = (typeof P2P_PRICE_TYPES)[number];

/** Minutes the buyer has to pay once an order is placed. */
export const P2P_PAYMENT_WINDOWS = [15, 30, 60] as const;
export type P2pPaymentWindow = (typeof P2P_PAYMENT_WINDOWS)[number];

export const P2P_AD_STATES = ['draft', 'online', 'offline', 'completed'] as const;
export type P2pAdState = (typeof P2P_AD_STATES)[number];

export const P2P_ORDER_STATES = ['pendingPayment', 'paid', 'appealing', 'completed', 'cancelled'] as const;
export type P2pOrderState = (typeof P2P_ORDER_STATES)[number];

/** A floating price is the index price times (100 + margin) / 100, the margin within these bounds. */
export const P2P_MARGIN_BOUNDS = { min: -20, max: 20 } as const;

/** Minutes after the buyer marked paid before either side may appeal. */
export const P2P_APPEAL_WAIT_MINUTES = 15;

/** At most this many payment methods on one ad. */
export const P2P_MAX_AD_PAYMENT_METHODS = 5;
