import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChannelRegistry, type StreamChannel } from '../../../platform/streams/channel-registry.ts';
import { MARKETS_CHANNELS, parseArg } from './subscriptions.ts';

const echo: StreamChannel<{ channel: 'plugin.echo'; word: string }> = {
  name: 'plugin.echo',
  arg: z.strictObject({ channel: z.literal('plugin.echo'), word: z.string().max(5) }),
  isPrivate: false,
  open: (_subscriber, arg) => ({ topic: `plugin.echo:${arg.word}`, arg, snapshot: [] }),
  topicOf: (_subscriber, arg) => `plugin.echo:${arg.word}`,
};

describe('issue #10 stream channel registry', () => {
  it('knows every markets channel and refuses a plugin channel that reuses a name', () => {
    expect([...MARKETS_CHANNELS].sort()).toEqual(
      ['balances', 'candles', 'depth', 'fills', 'orders', 'ticker', 'trades'].sort(),
    );
    const registry = new ChannelRegistry(MARKETS_CHANNELS);
    expect(() => registry.add({ ...echo, name: 'depth' })).toThrow(/already registered/);
    registry.add(echo);
    expect(() => registry.add(echo)).toThrow(/already registered/);
  });

  it('checks each arg against its own channel: markets, registered, unknown', () => {
    const registry = new ChannelRegistry(MARKETS_CHANNELS);
    registry.add(echo);
    expect(parseArg({ channel: 'depth', symbol: 'BTCUSDT', step: '1.00' }, registry, 0)).toMatchObject({
      kind: 'markets',
    });
    expect(parseArg({ channel: 'depth', symbol: 'btc' }, registry, 0)).toHaveProperty('error');
    expect(parseArg({ channel: 'plugin.echo', word: 'hi' }, registry, 0)).toMatchObject({
      kind: 'registered',
      arg: { channel: 'plugin.echo', word: 'hi' },
    });
    expect(parseArg({ channel: 'plugin.echo', word: 'too long' }, registry, 0)).toHaveProperty('error');
    expect(parseArg({ channel: 'plugin.echo', word: 'hi', more: 1 }, registry, 0)).toHaveProperty('error');
    expect(parseArg({ channel: 'plugin.other' }, registry, 0)).toEqual({
      error: 'Unknown channel plugin.other',
    });
    expect(parseArg({ channel: 'plugin.other' }, registry, 1)).toEqual({ error: '未知频道 plugin.other' });
    expect(parseArg({ channel: 'depth', symbol: 'btc' }, registry, 1)).toEqual({
      error: '参数 symbol 无效：必须为大写交易对，例如 BTCUSDT',
    });
  });
});
