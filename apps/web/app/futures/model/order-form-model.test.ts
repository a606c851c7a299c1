import { PositionMode } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { fundingCountdown, fundingRatePercent } from './funding.ts';
import type { FuturesContract } from './futures-types.ts';
import {
  clampLeverage,
  defaultSide,
  missingField,
  protectedDirection,
  sanitizeFuturesPrice,
  sanitizeFuturesSize,
  sideMeaning,
  sizeForPercent,
} from './order-form-model.ts';

const CONTRACT = { pricePlace: 2, sizePlace: 3 } as FuturesContract;

describe('futures order form', () => {
  it('hedge sides name the wire side and leg (protocol-futures §4): buy + 1 opens a long, buy + 2 closes a short', () => {
    expect(sideMeaning('openLong')).toEqual({ side: 'buy', positionSide: 1, closing: false });
    expect(sideMeaning('openShort')).toEqual({ side: 'sell', positionSide: 2, closing: false });
    expect(sideMeaning('closeLong')).toEqual({ side: 'sell', positionSide: 1, closing: true });
    expect(sideMeaning('closeShort')).toEqual({ side: 'buy', positionSide: 2, closing: true });
    expect(sideMeaning('sell')).toEqual({ side: 'sell', positionSide: null, closing: false });
    expect(protectedDirection('closeShort')).toBe(2);
    expect(defaultSide(PositionMode.OneWay, true)).toBe('buy');
    expect(defaultSide(PositionMode.TwoWay, true)).toBe('closeLong');
  });

  it('§5 numeric input with the contract places', () => {
    expect(sanitizeFuturesPrice('５0000。129', CONTRACT)).toBe('50000.12');
    expect(sanitizeFuturesSize('00.12345', CONTRACT)).toBe('0.123');
  });

  it('leverage is a whole number from 1 to the tier maximum', () => {
    expect(clampLeverage('0', 125)).toBe(1);
    expect(clampLeverage('200', 125)).toBe(125);
    expect(clampLeverage('12.6', 20)).toBe(13);
    expect(clampLeverage('abc', 20)).toBe(1);
  });

  it('names the first missing field of each order kind', () => {
    expect(missingField('limit', { price: '', size: '1', triggerPrice: '' })).toBe('priceRequired');
    expect(missingField('market', { price: '', size: '', triggerPrice: '' })).toBe('sizeRequired');
    expect(missingField('trigger', { price: '', size: '1', triggerPrice: '' })).toBe('triggerRequired');
    expect(missingField('trigger', { price: '', size: '1', triggerPrice: '49000' })).toBeNull();
  });

  it('a share of the largest size is cut, never rounded up', () => {
    expect(sizeForPercent(50, '0.199', CONTRACT)).toBe('0.099');
    expect(sizeForPercent(100, '0.199', CONTRACT)).toBe('0.199');
    expect(sizeForPercent(0, '0.199', CONTRACT)).toBe('');
    expect(sizeForPercent(50, null, CONTRACT)).toBe('');
  });

  it('funding: the rate as a percentage with 4 decimals, the countdown as HH:MM:SS', () => {
    expect(fundingRatePercent('0.0001')).toBe('0.0100');
    expect(fundingRatePercent('-0.00075')).toBe('-0.0750');
    expect(fundingCountdown(3_661_000, 0)).toBe('01:01:01');
    expect(fundingCountdown(1_000, 5_000)).toBe('00:00:00');
  });
});
