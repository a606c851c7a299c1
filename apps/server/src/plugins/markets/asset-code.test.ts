import { SPOT_ASSETS } from '@tideline/protocol/asset/asset-code';
import { describe, expect, it } from 'vitest';
import { ASSETS } from '../../markets/symbols.ts';

describe('the asset codes of the endpoint table', () => {
  it('are the assets of the listed pairs, in listing order', () => {
    expect([...SPOT_ASSETS]).toEqual([...ASSETS]);
  });
});
