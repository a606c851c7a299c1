import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from './catalogue-contract.ts';
import { validationCatalogues, validationText } from './validation-texts.ts';

describeCatalogueContract('validation text', validationCatalogues, (key, languageType) =>
  validationText(key, languageType),
);

describe('validationText', () => {
  it('§7 answers by languageType: zh-CN 1, ar 39, es-AR 42, and English for bg 26', () => {
    expect(validationText('hint.sixDigits', 0)).toBe('must be 6 digits');
    expect(validationText('hint.sixDigits', 1)).toBe('必须为 6 位数字');
    expect(validationText('hint.sixDigits', 39)).toBe('يجب أن يتكون من 6 أرقام');
    expect(validationText('hint.oneOrderReference', 42)).toBe(
      'indicá exactamente uno de orderNo y clientOrderId',
    );
    expect(validationText('hint.sixDigits', 26)).toBe('must be 6 digits');
  });

  it('fills the channel name of an unknown channel', () => {
    expect(validationText('stream.unknownChannel', 0, { channel: 'spot.nope' })).toBe(
      'Unknown channel spot.nope',
    );
    expect(validationText('stream.unknownChannel', 1, { channel: 'spot.nope' })).toBe('未知频道 spot.nope');
  });
});
