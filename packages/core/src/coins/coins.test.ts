import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COINS, coinIconPath, coinName } from './coins.ts';

const iconDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../apps/web/public/coins',
);

describe('coin registry', () => {
  it('names a listed coin and falls back to the ticker for an unknown one', () => {
    expect(coinName('BTC')).toBe('Bitcoin');
    expect(coinName('eth')).toBe('Ethereum');
    expect(coinName('XYZ')).toBe('XYZ');
  });

  it('gives an icon path only for coins whose icon the web app ships, and ships every one it names', () => {
    expect(coinIconPath('USDT')).toBe('/coins/usdt.svg');
    expect(coinIconPath('NEAR')).toBeUndefined();
    expect(coinIconPath('XYZ')).toBeUndefined();
    const shipped = readdirSync(iconDir).filter((file) => file.endsWith('.svg'));
    const named = COINS.flatMap((coin) => coinIconPath(coin.symbol) ?? []).map((icon) => path.basename(icon));
    expect(named.sort()).toEqual(shipped.sort());
  });
});
