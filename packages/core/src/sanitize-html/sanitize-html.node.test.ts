import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './index.ts';

describe('sanitizeHtml without a DOM', () => {
  it('refuses to run instead of returning unsanitised markup', () => {
    expect(() => sanitizeHtml('<script>alert(1)</script>')).toThrow(/needs a DOM/);
  });
});
