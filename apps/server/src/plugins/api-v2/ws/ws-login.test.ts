import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginSignature } from './ws-login.ts';

describe('the WebSocket login signature', () => {
  it("is base64 HMAC-SHA256 of timestamp + GET + /user/verify: docs/api.md §8's worked example", () => {
    const sign = loginSignature('example-secret', '1700000000');
    expect(sign).toBe('Xuy/ODvrJp6/lVEzALIrAwE+KVqm8wK9Hi5JfNnUtf0=');
    expect(sign).toBe(
      createHmac('sha256', 'example-secret').update('1700000000GET/user/verify').digest('base64'),
    );
  });
});
