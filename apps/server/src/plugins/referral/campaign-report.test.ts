import { describe, expect, it } from 'vitest';
import { campaignRows } from './campaign-report.ts';

// Issue #29: registrations attributed to campaign codes, folded into the operator's report.

describe('campaignRows', () => {
  it('counts registrations, traders, fees per asset and volume per campaign, most registrations first', () => {
    const rows = campaignRows(
      [
        { userId: 1, campaign: 'SPRING' },
        { userId: 2, campaign: 'SPRING' },
        { userId: 3, campaign: 'AUTUMN' },
        { userId: 4, campaign: 'ZEBRA' },
      ],
      [
        { userId: 1, asset: 'USDT', fee: '1.5', volume: '1500' },
        { userId: 1, asset: 'BTC', fee: '0.0001', volume: '5000' },
        { userId: 2, asset: 'USDT', fee: '0.25', volume: '250' },
        // Not a campaign's user: left out.
        { userId: 99, asset: 'USDT', fee: '7', volume: '7000' },
      ],
    );
    expect(rows).toEqual([
      {
        campaign: 'SPRING',
        registrations: 2,
        tradingUsers: 2,
        fees: [
          { asset: 'BTC', amount: '0.0001' },
          { asset: 'USDT', amount: '1.75' },
        ],
        volume: '6750',
      },
      { campaign: 'AUTUMN', registrations: 1, tradingUsers: 0, fees: [], volume: '0' },
      { campaign: 'ZEBRA', registrations: 1, tradingUsers: 0, fees: [], volume: '0' },
    ]);
  });

  it('is empty without registrations, whatever was traded', () => {
    expect(campaignRows([], [{ userId: 1, asset: 'USDT', fee: '1', volume: '1' }])).toEqual([]);
  });
});
