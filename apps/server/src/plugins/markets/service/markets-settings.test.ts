import { describe, expect, it } from 'vitest';
import { marketsSettings } from '../index.ts';

const CONFIG = { simSeed: 42, nodeEnv: 'test' } as const;

describe('issue #9 markets settings: depth churn limited to listed symbols', () => {
  it('churns every symbol when MARKETS_SIM_DEPTH_CHURN_SYMBOLS is unset or empty', () => {
    expect(marketsSettings(CONFIG, {}).simDepthChurnSymbols).toBeUndefined();
    expect(
      marketsSettings(CONFIG, { MARKETS_SIM_DEPTH_CHURN_SYMBOLS: '' }).simDepthChurnSymbols,
    ).toBeUndefined();
  });

  it('reads a comma-separated list of listed symbols', () => {
    const settings = marketsSettings(CONFIG, {
      MARKETS_SIM_DEPTH_CHURN: '100',
      MARKETS_SIM_DEPTH_CHURN_SYMBOLS: 'BTCUSDT, ETHUSDT',
    });
    expect(settings.simDepthChurnPercent).toBe(100);
    expect(settings.simDepthChurnSymbols).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('refuses to start with a symbol that is not listed', () => {
    expect(() => marketsSettings(CONFIG, { MARKETS_SIM_DEPTH_CHURN_SYMBOLS: 'BTCUSDT,FOOUSDT' })).toThrow(
      /MARKETS_SIM_DEPTH_CHURN_SYMBOLS lists unknown symbols: FOOUSDT/,
    );
  });
});
