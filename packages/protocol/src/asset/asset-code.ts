import { z } from 'zod';

/**
 * The assets the spot ledger keeps: the quote and base assets of the listed pairs, in listing
 * order. The gateway checks its listing against this list (apps/server/src/plugins/markets/asset-code.test.ts).
 */
export const SPOT_ASSETS = [
  'USDT',
  'BTC',
  'ETH',
  'SOL',
  'XRP',
  'DOGE',
  'BNB',
  'ADA',
  'AVAX',
  'LINK',
  'DOT',
  'LTC',
  'TRX',
  'BCH',
  'UNI',
  'ATOM',
  'NEAR',
] as const;

export const spotAsset = z.enum(SPOT_ASSETS);
