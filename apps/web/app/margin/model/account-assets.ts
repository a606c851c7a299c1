import type { AccountRef, MarginInfo } from '../margin-account.ts';

/** A margin pair's base asset: BTCUSDT gives BTC (every margin pair is quoted in USDT). */
export function baseOf(symbol: string): string {
  return symbol.endsWith('USDT') ? symbol.slice(0, -4) : symbol;
}

/** The assets an account may hold: cross, USDT and every pair's base; isolated, its pair's two. */
export function accountAssets(ref: AccountRef, info: Pick<MarginInfo, 'pairs'> | undefined): string[] {
  if (ref.mode === 'isolated') return ref.symbol === null ? ['USDT'] : [baseOf(ref.symbol), 'USDT'];
  return ['USDT', ...(info?.pairs ?? []).map((pair) => baseOf(pair.symbol))];
}
