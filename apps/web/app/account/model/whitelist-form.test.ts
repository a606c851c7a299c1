import { describe, expect, it } from 'vitest';
import { checkWhitelistEntry } from './whitelist-form.ts';

describe('issue #30 item 1: the whitelist form’s checks', () => {
  it.each([
    [{ label: '', address: 'tl1abcdefgh' }, 'whitelistLabelRequired'],
    [{ label: '   ', address: 'tl1abcdefgh' }, 'whitelistLabelRequired'],
    [{ label: 'x'.repeat(41), address: 'tl1abcdefgh' }, 'whitelistLabelTooLong'],
    // An emoji is one character, as the gateway counts it.
    [{ label: '🧊'.repeat(40), address: 'tl1abcdefgh' }, null],
    [{ label: 'Cold', address: 'short12' }, 'whitelistAddressInvalid'],
    [{ label: 'Cold', address: 'tl1abcdefg<' }, 'whitelistAddressInvalid'],
    [{ label: 'Cold', address: 'a'.repeat(129) }, 'whitelistAddressInvalid'],
    [{ label: 'Cold', address: 'shorter8' }, null],
    [{ label: 'Cold', address: ` ${'a'.repeat(128)} ` }, null],
  ])('%j → %s', (form, problem) => {
    expect(checkWhitelistEntry(form)).toBe(problem);
  });
});
