import { Decimal, parseDecimal } from '@tideline/core/decimal';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import type {
  ad,
  chatMessage,
  merchantStats,
  order,
  p2pRecord,
  p2pWallet,
  paymentMethod,
} from '@tideline/protocol/p2p/schemas';
import type { z } from 'zod';
import { type LastPrices, usdtValueOf } from '../asset/model/valuation.ts';

// The P2P wallet and the shapes of P2P's answers, without React: the product manifest reads them,
// and the route list (loaded outside a page by browser tests and the server) must not pull in the
// pages' hooks and widgets.

export type P2pAd = z.infer<typeof ad>;
export type P2pOrder = z.infer<typeof order>;
export type P2pPaymentMethod = z.infer<typeof paymentMethod>;
export type P2pMerchant = z.infer<typeof merchantStats>;
export type P2pWallet = z.infer<typeof p2pWallet>;
export type P2pChatMessage = z.infer<typeof chatMessage>;
export type P2pRecord = z.infer<typeof p2pRecord>;

export const P2P_QUERY_KEYS = {
  ads: ['p2p', 'ads'],
  myAds: ['p2p', 'my-ads'],
  orders: ['p2p', 'orders'],
  order: ['p2p', 'order'],
  chat: ['p2p', 'chat'],
  paymentMethods: ['p2p', 'payment-methods'],
  wallet: ['p2p', 'wallet'],
  merchant: ['p2p', 'merchant'],
  records: ['p2p', 'records'],
} as const;

export function fetchP2pWallet(client: RequestClient): Promise<P2pWallet> {
  return callEndpoint(client, P2P_ENDPOINTS.wallet, {});
}

/** The P2P wallet's worth in USDT: available and locked in sell ads, at last prices. */
export function p2pUsdtValue(wallet: P2pWallet, prices: LastPrices): Decimal {
  return wallet.reduce((sum, balance) => {
    const total = new Decimal(balance.available).plus(balance.inAds).toFixed();
    return sum.plus(usdtValueOf({ asset: balance.asset, total }, prices) ?? 0);
  }, new Decimal(0));
}

export function p2pUsdtAvailable(wallet: P2pWallet): string {
  const usdt = wallet.find((balance) => balance.asset === 'USDT');
  return (parseDecimal(usdt?.available) ?? new Decimal(0)).toFixed();
}
