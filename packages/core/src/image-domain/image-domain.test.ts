import { describe, expect, it } from 'vitest';
import { normaliseImageDomain, pickFastestImageDomain, rewriteImageHost } from './image-domain.ts';

describe('image domain', () => {
  it('§7 picks the candidate whose test image loaded fastest, skipping failures', () => {
    const probes = [
      { domain: 'https://a.example', elapsedMs: 120 },
      { domain: 'https://b.example', elapsedMs: null },
      { domain: 'https://c.example', elapsedMs: 45 },
    ];
    expect(pickFastestImageDomain(probes)).toBe('https://c.example');
  });

  it('§8 none loading gives no fastest domain', () => {
    expect(pickFastestImageDomain([{ domain: 'https://a.example', elapsedMs: null }])).toBeNull();
    expect(pickFastestImageDomain([])).toBeNull();
  });

  it('§8 a broken image moves to the fastest domain, keeping path, query and hash', () => {
    expect(rewriteImageHost('https://slow.example/coins/btc.png?v=2#x', 'https://fast.example/')).toBe(
      'https://fast.example/coins/btc.png?v=2#x',
    );
  });

  it('gives no replacement for an image already on that domain, a relative or a data address', () => {
    expect(rewriteImageHost('https://fast.example/a.png', 'https://fast.example')).toBeNull();
    expect(rewriteImageHost('/a.png', 'https://fast.example')).toBeNull();
    expect(rewriteImageHost('data:image/png;base64,AAAA', 'https://fast.example')).toBeNull();
  });

  it('drops trailing slashes from a domain', () => {
    expect(normaliseImageDomain('https://img.example//')).toBe('https://img.example');
  });
});
