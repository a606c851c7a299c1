import { describe, expect, it } from 'vitest';
import { newTabAddress, openNewTab } from './new-tab.ts';

// Spec §5: "Opening a new tab with no address logs an error"; the link rules hold for new tabs too.

describe('§5 new tabs', () => {
  it.each([[''], ['   '], [null], [undefined]])(
    'logs an error and opens nothing for the empty address %j',
    (address) => {
      const errors: string[] = [];
      const opened: string[] = [];
      expect(newTabAddress(address, { error: (message) => errors.push(message) })).toBeNull();
      expect(
        openNewTab(address, (url) => opened.push(url), { error: (message) => errors.push(message) }),
      ).toBe(false);
      expect(errors).toHaveLength(2);
      expect(errors[0]).toMatch(/no address/);
      expect(opened).toEqual([]);
    },
  );

  it.each([['javascript:alert(1)'], ['ftp://example.com/file'], ['jav&#x61;script:alert(1)']])(
    'refuses %s by the link rules, with a warning and no error',
    (address) => {
      const errors: string[] = [];
      const warnings: string[] = [];
      const options = { error: (m: string) => errors.push(m), warn: (m: string) => warnings.push(m) };
      expect(newTabAddress(address, options)).toBeNull();
      expect(errors).toEqual([]);
      expect(warnings).toHaveLength(1);
    },
  );

  it('opens an allowed address in a new tab that cannot reach this page', () => {
    const calls: unknown[][] = [];
    expect(openNewTab(' https://apps.example.com/tideline.apk ', (...args) => calls.push(args))).toBe(true);
    expect(calls).toEqual([['https://apps.example.com/tideline.apk', '_blank', 'noopener,noreferrer']]);
  });
});
