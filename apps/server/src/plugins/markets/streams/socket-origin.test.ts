import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../../../config.ts';
import { isAllowedSocketOrigin } from './socket-origin.ts';

describe('issue #21 item 9: the origins that may open /ws', () => {
  const host = 'exchange.example:3000';

  it('accepts the gateway’s own origin, over http or https, whatever the case of the host', () => {
    expect(isAllowedSocketOrigin('http://exchange.example:3000', host, [])).toBe(true);
    expect(isAllowedSocketOrigin('https://EXCHANGE.example:3000', host, [])).toBe(true);
  });

  it('refuses another site, another port of the same host, and opaque or malformed origins', () => {
    expect(isAllowedSocketOrigin('https://evil.example', host, [])).toBe(false);
    expect(isAllowedSocketOrigin('http://exchange.example:3001', host, [])).toBe(false);
    expect(isAllowedSocketOrigin('http://exchange.example:3000.evil.example', host, [])).toBe(false);
    expect(isAllowedSocketOrigin('null', host, [])).toBe(false);
    expect(isAllowedSocketOrigin('file:///tmp/page.html', host, [])).toBe(false);
    expect(isAllowedSocketOrigin('not a url', host, [])).toBe(false);
  });

  it('accepts an origin the operator lists, exactly', () => {
    const listed = parseAllowedOrigins(' https://app.example.com , https://m.example.com/ ');
    expect(listed).toEqual(['https://app.example.com', 'https://m.example.com/']);
    expect(isAllowedSocketOrigin('https://app.example.com', host, listed)).toBe(true);
    expect(isAllowedSocketOrigin('https://m.example.com', host, listed)).toBe(true);
    expect(isAllowedSocketOrigin('http://app.example.com', host, listed)).toBe(false);
    expect(isAllowedSocketOrigin('https://app.example.com:8443', host, listed)).toBe(false);
  });

  it('lets a client without an Origin header (not a browser page) connect', () => {
    expect(isAllowedSocketOrigin(undefined, host, [])).toBe(true);
  });
});
