import { describe, expect, it } from 'vitest';
import { parseImageDomainConfig } from './image-domain-selection.ts';

const imageDomain = {
  candidates: ['https://img1.example.com', 'https://img2.example.com'],
  defaultHost: 'https://static.example.com',
  probePath: '/static/probe.png',
};

describe('parseImageDomainConfig', () => {
  it('§7 reads the candidates, the default host and the probe path of the client config', () => {
    expect(parseImageDomainConfig({ code: 0, data: { imageDomain, deviceToken: {} } })).toEqual(imageDomain);
  });

  it('§9 refuses an answer without usable image domains rather than probing nothing', () => {
    expect(parseImageDomainConfig({ code: 0, data: {} })).toBeNull();
    expect(parseImageDomainConfig(null)).toBeNull();
    expect(parseImageDomainConfig({ data: { imageDomain: { ...imageDomain, candidates: [1] } } })).toBeNull();
    expect(
      parseImageDomainConfig({ data: { imageDomain: { ...imageDomain, defaultHost: null } } }),
    ).toBeNull();
  });
});
