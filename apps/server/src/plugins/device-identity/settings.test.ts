import { describe, expect, it } from 'vitest';
import { appOfAppId, loadDeviceIdentitySettings } from './settings.ts';

describe('device identity settings', () => {
  it('enforces on listed paths by default in production and development, not under test', () => {
    expect(loadDeviceIdentitySettings({}, { nodeEnv: 'production' }).enforce).toBe(true);
    expect(loadDeviceIdentitySettings({}, { nodeEnv: 'development' }).enforce).toBe(true);
    expect(loadDeviceIdentitySettings({}, { nodeEnv: 'test' }).enforce).toBe(false);
  });

  it('DEVICE_TOKEN_REQUIRED overrides the default either way and rejects other words', () => {
    expect(loadDeviceIdentitySettings({ DEVICE_TOKEN_REQUIRED: '1' }, { nodeEnv: 'test' }).enforce).toBe(
      true,
    );
    expect(
      loadDeviceIdentitySettings({ DEVICE_TOKEN_REQUIRED: 'off' }, { nodeEnv: 'production' }).enforce,
    ).toBe(false);
    expect(() => loadDeviceIdentitySettings({ DEVICE_TOKEN_REQUIRED: 'maybe' }, { nodeEnv: 'test' })).toThrow(
      /DEVICE_TOKEN_REQUIRED/,
    );
  });

  it('§7 accepts the test app id only outside production, and never an unknown one', () => {
    const production = loadDeviceIdentitySettings({}, { nodeEnv: 'production' });
    const development = loadDeviceIdentitySettings({}, { nodeEnv: 'development' });
    expect(appOfAppId('tideline-web', production)).toBe('production');
    expect(appOfAppId('tideline-web-test', production)).toBeUndefined();
    expect(appOfAppId('tideline-web-test', development)).toBe('test');
    expect(appOfAppId('tideline-web', development)).toBe('production');
    expect(appOfAppId('tideline-app', development)).toBeUndefined();
    expect(appOfAppId('', development)).toBeUndefined();
  });

  it('takes a shared secret of at least 32 characters', () => {
    expect(() =>
      loadDeviceIdentitySettings({ DEVICE_TOKEN_SECRET: 'x'.repeat(31) }, { nodeEnv: 'test' }),
    ).toThrow(/32/);
    const settings = loadDeviceIdentitySettings({ DEVICE_TOKEN_SECRET: 'x'.repeat(32) }, { nodeEnv: 'test' });
    expect(settings.secret).toEqual(Buffer.from('x'.repeat(32)));
    expect(loadDeviceIdentitySettings({}, { nodeEnv: 'test' }).secret).toBeUndefined();
  });

  it('reads image domains as http(s) origins and refuses paths or other schemes', () => {
    const settings = loadDeviceIdentitySettings(
      {
        IMAGE_DOMAINS: 'https://img1.example.com, https://img2.example.com/',
        IMAGE_DEFAULT_HOST: 'https://cdn.example.com',
      },
      { nodeEnv: 'test' },
    );
    expect(settings.imageDomains).toEqual(['https://img1.example.com', 'https://img2.example.com']);
    expect(settings.defaultImageHost).toBe('https://cdn.example.com');
    expect(() =>
      loadDeviceIdentitySettings({ IMAGE_DOMAINS: 'https://img.example.com/x' }, { nodeEnv: 'test' }),
    ).toThrow(/IMAGE_DOMAINS/);
    expect(() =>
      loadDeviceIdentitySettings({ IMAGE_DEFAULT_HOST: 'ftp://cdn.example.com' }, { nodeEnv: 'test' }),
    ).toThrow(/IMAGE_DEFAULT_HOST/);
  });
});
