// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  createDocumentCookieJar,
  createDocumentVisibility,
  createScriptTagLoader,
} from './browser-adapters.ts';

describe('browser adapters', () => {
  it('§4 the cookie jar writes max-age and reads the value back, and removes it', () => {
    const jar = createDocumentCookieJar(document);
    jar.set('tl_device_token', 'a'.repeat(40), 604_800);
    expect(jar.get('tl_device_token')).toBe('a'.repeat(40));
    jar.remove('tl_device_token');
    expect(jar.get('tl_device_token')).toBeNull();
  });

  it('reports visibility changes', () => {
    const visibility = createDocumentVisibility(document);
    const listener = vi.fn();
    const unsubscribe = visibility.onChange(listener);
    document.dispatchEvent(new Event('visibilitychange'));
    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(visibility.isVisible()).toBe(document.visibilityState === 'visible');
  });

  it('§4 a script that fails to load rejects, and a later load tries again', async () => {
    const loader = createScriptTagLoader(document, '/device/sdk.js', () => false);
    const first = loader.load();
    const script = document.head.querySelector('script[src="/device/sdk.js"]');
    script?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('/device/sdk.js');
    expect(document.head.querySelector('script[src="/device/sdk.js"]')).toBeNull();
    const second = loader.load();
    document.head.querySelector('script[src="/device/sdk.js"]')?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});
