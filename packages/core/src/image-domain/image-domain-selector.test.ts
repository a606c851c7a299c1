import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FASTEST_IMAGE_DOMAIN_KEY } from './image-domain.ts';
import { createImageDomainSelector } from './image-domain-selector.ts';

/** A fake network: each domain answers after its latency, or fails when the latency is null. */
function fakeNetwork(latencies: Record<string, number | null>) {
  const requested: string[] = [];
  const loadImage = (url: string) => {
    requested.push(url);
    const latency = latencies[new URL(url).origin];
    return new Promise<void>((resolve, reject) => {
      if (latency === null || latency === undefined) setTimeout(() => reject(new Error('load')), 10);
      else setTimeout(resolve, latency);
    });
  };
  return { loadImage, requested };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(7000);
});
afterEach(() => vi.useRealTimers());

const candidates = ['https://img1.example', 'https://img2.example/', 'https://img3.example'];
const defaultHost = 'https://static.example';

describe('image domain selector', () => {
  it('§7 §9 probes a test image on each candidate and stores the fastest under fastestimgdomain', async () => {
    const network = fakeNetwork({
      'https://img1.example': 300,
      'https://img2.example': 80,
      'https://img3.example': null,
    });
    const storage = memoryStorage();
    const selector = createImageDomainSelector({
      candidates,
      defaultHost,
      storage,
      now: Date.now,
      ...network,
    });
    const chosen = selector.select();
    await vi.advanceTimersByTimeAsync(300);
    await expect(chosen).resolves.toBe('https://img2.example');
    expect(storage.items.get(FASTEST_IMAGE_DOMAIN_KEY)).toBe('https://img2.example');
    expect(network.requested).toEqual([
      'https://img1.example/static/probe.png?t=7000',
      'https://img2.example/static/probe.png?t=7000',
      'https://img3.example/static/probe.png?t=7000',
    ]);
  });

  it('§8 §9 falls back to the default image host when no candidate loads', async () => {
    const network = fakeNetwork({ 'https://img1.example': null });
    const storage = memoryStorage();
    const selector = createImageDomainSelector({
      candidates,
      defaultHost,
      storage,
      now: Date.now,
      ...network,
    });
    const chosen = selector.select();
    await vi.advanceTimersByTimeAsync(10);
    await expect(chosen).resolves.toBe(defaultHost);
    expect(storage.items.get(FASTEST_IMAGE_DOMAIN_KEY)).toBe(defaultHost);
  });

  it('a candidate slower than the probe time-out counts as not loading', async () => {
    const network = fakeNetwork({ 'https://img1.example': 6000 });
    const selector = createImageDomainSelector({
      candidates: ['https://img1.example'],
      defaultHost,
      storage: memoryStorage(),
      now: Date.now,
      probeTimeoutMs: 5000,
      ...network,
    });
    const chosen = selector.select();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(chosen).resolves.toBe(defaultHost);
  });

  it('§8 replaces a broken image with the fastest domain copy', () => {
    const storage = memoryStorage();
    storage.items.set(FASTEST_IMAGE_DOMAIN_KEY, 'https://img2.example');
    const selector = createImageDomainSelector({
      candidates,
      defaultHost,
      storage,
      now: Date.now,
      loadImage: async () => {},
    });
    expect(selector.current()).toBe('https://img2.example');
    expect(selector.replaceBrokenImage('https://img1.example/logo.png')).toBe(
      'https://img2.example/logo.png',
    );
    expect(selector.replaceBrokenImage('https://img2.example/logo.png')).toBeNull();
  });

  it('uses the default host for replacements before any selection', () => {
    const selector = createImageDomainSelector({
      candidates,
      defaultHost,
      storage: memoryStorage(),
      now: Date.now,
      loadImage: async () => {},
    });
    expect(selector.replaceBrokenImage('https://img1.example/a.png')).toBe('https://static.example/a.png');
  });
});
