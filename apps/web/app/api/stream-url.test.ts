import { describe, expect, it } from 'vitest';
import { streamUrl } from './stream-url.ts';

function page(protocol: string, locale: string | null): Document {
  return {
    location: { protocol, host: 'tideline.test:3000' },
    documentElement: { getAttribute: () => locale },
  } as unknown as Document;
}

describe('§7 the stream address speaks the page language', () => {
  it('carries the languageType of the page locale on the same origin', () => {
    expect(streamUrl(page('http:', 'zh-CN'))).toBe('ws://tideline.test:3000/ws?languageType=1');
    expect(streamUrl(page('https:', 'ar'))).toBe('wss://tideline.test:3000/ws?languageType=39');
  });

  it('reads English without a known locale', () => {
    expect(streamUrl(page('http:', null))).toBe('ws://tideline.test:3000/ws?languageType=0');
    expect(streamUrl(page('http:', 'xx'))).toBe('ws://tideline.test:3000/ws?languageType=0');
  });
});
