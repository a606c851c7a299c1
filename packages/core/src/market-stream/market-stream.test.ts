import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../market-stream-testing/index.ts';
import { depthChecksum, type PriceLevel } from '../order-book/index.ts';
import { backoffDelay, channelKey, createMarketStream, type StreamStatus } from './index.ts';

const latest = () => FakeSocket.instances[FakeSocket.instances.length - 1] as FakeSocket;

function stream(
  extra: {
    random?: () => number;
    onStatus?: (status: StreamStatus) => void;
    divert?: (text: string) => boolean;
  } = {},
) {
  return createMarketStream({ url: 'ws://test/ws', WebSocket: FakeSocket, random: () => 0.5, ...extra });
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('market stream backoff', () => {
  it('waits a jittered share of a ceiling that doubles from 500 ms and stops at 30 s', () => {
    expect(backoffDelay(0, () => 0.999)).toBe(499);
    expect(backoffDelay(3, () => 0.5)).toBe(2000);
    expect(backoffDelay(10, () => 0.5)).toBe(15_000);
    expect(backoffDelay(40, () => 0.5)).toBe(15_000);
    expect(backoffDelay(5, () => 0)).toBe(0);
  });
});

describe('market stream subscriptions', () => {
  it('subscribes once welcomed and routes data by channel and symbol', () => {
    const onWelcome = vi.fn();
    const client = createMarketStream({ url: 'ws://test/ws', WebSocket: FakeSocket, onWelcome });
    const tickers = vi.fn();
    client.subscribe({ channel: 'ticker', symbol: 'BTCUSDT' }, tickers);
    expect(latest().sent).toEqual([]);
    latest().accept(true);
    expect(onWelcome).toHaveBeenCalledWith(true);
    expect(latest().sent).toEqual([{ op: 'subscribe', args: [{ channel: 'ticker', symbol: 'BTCUSDT' }] }]);
    latest().receive({ channel: 'ticker', symbol: 'ETHUSDT', data: {} });
    latest().receive({ channel: 'ticker', symbol: 'BTCUSDT', data: { last: '1.00' } });
    expect(tickers).toHaveBeenCalledTimes(1);
    expect(tickers.mock.calls[0]?.[0]).toMatchObject({ data: { last: '1.00' } });
  });

  it('sends an unsubscribe when the last handler leaves, not before', () => {
    const client = stream();
    latest().accept();
    const off1 = client.subscribe({ channel: 'candles', symbol: 'BTCUSDT', interval: '1m' }, vi.fn());
    const off2 = client.subscribe({ channel: 'candles', symbol: 'BTCUSDT', interval: '1m' }, vi.fn());
    off1();
    expect(latest().sent.filter((m) => m.op === 'unsubscribe')).toHaveLength(0);
    off2();
    expect(latest().sent.at(-1)).toEqual({
      op: 'unsubscribe',
      args: [{ channel: 'candles', symbol: 'BTCUSDT', interval: '1m' }],
    });
  });

  it('hands diverted frames away without parsing them', () => {
    const diverted: string[] = [];
    const client = stream({
      divert: (text) => text.startsWith('{"channel":"depth"') && diverted.push(text) > 0,
    });
    const depth = vi.fn();
    client.subscribe({ channel: 'depth', symbol: 'BTCUSDT', step: '1.00' }, depth);
    latest().accept();
    latest().receive({ channel: 'depth', symbol: 'BTCUSDT', step: '1.00' });
    expect(diverted).toHaveLength(1);
    expect(depth).not.toHaveBeenCalled();
  });
});

describe('market stream reconnection', () => {
  it('reports down, reconnects after the backoff and resubscribes every channel', () => {
    const statuses: StreamStatus[] = [];
    const client = stream({ onStatus: (status) => statuses.push(status) });
    client.subscribe({ channel: 'trades', symbol: 'BTCUSDT' }, vi.fn());
    client.subscribe({ channel: 'orders' }, vi.fn());
    latest().accept();
    latest().drop();
    expect(client.status).toBe('down');
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(249);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().accept();
    expect(statuses).toEqual(['open', 'down', 'open']);
    expect(latest().sent).toEqual([
      { op: 'subscribe', args: [{ channel: 'trades', symbol: 'BTCUSDT' }, { channel: 'orders' }] },
    ]);
  });

  it('backs off longer after each failed attempt and starts again once welcomed', () => {
    stream();
    latest().drop();
    vi.advanceTimersByTime(250);
    latest().drop();
    vi.advanceTimersByTime(499);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(250);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('pings when quiet and replaces a connection that stays silent', () => {
    stream();
    latest().accept();
    vi.advanceTimersByTime(15_000);
    expect(latest().sent.at(-1)).toEqual({ op: 'ping', id: 1 });
    vi.advanceTimersByTime(15_000);
    expect(FakeSocket.instances[0]?.readyState).toBe(3);
    vi.advanceTimersByTime(250);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('neither pings nor replaces a connection heard from within each half silence', () => {
    stream();
    latest().accept();
    for (let second = 0; second < 60; second += 10) {
      vi.advanceTimersByTime(10_000);
      latest().receive({ channel: 'ticker', symbol: 'BTCUSDT', data: {} });
    }
    expect(latest().sent.filter((message) => message.op === 'ping')).toEqual([]);
    expect(FakeSocket.instances).toHaveLength(1);
    // Silent from here: a ping half a silence after the last message, then the replacement.
    vi.advanceTimersByTime(15_000);
    expect(latest().sent.at(-1)).toEqual({ op: 'ping', id: 1 });
    latest().receive({ op: 'pong', id: 1 });
    vi.advanceTimersByTime(15_000);
    expect(latest().sent.at(-1)).toEqual({ op: 'ping', id: 2 });
    expect(FakeSocket.instances[0]?.readyState).toBe(1);
    vi.advanceTimersByTime(15_000);
    expect(FakeSocket.instances[0]?.readyState).toBe(3);
  });

  it('stops for good when closed', () => {
    const client = stream();
    latest().accept();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('market stream depth (seq and checksum, protocol §5.3)', () => {
  const arg = { channel: 'depth', symbol: 'BTCUSDT', step: '1.00' } as const;
  const bids: PriceLevel[] = [['95594.00', '0.017403']];
  const asks: PriceLevel[] = [['95633.00', '0.086087']];
  const snapshot = {
    channel: 'depth',
    symbol: 'BTCUSDT',
    step: '1.00',
    action: 'snapshot',
    seq: 1,
    prevSeq: null,
    checksum: depthChecksum({ bids, asks }),
    bids,
    asks,
  };

  it('reports the verified book and restarts the channel on a sequence gap', () => {
    const client = stream();
    const books = vi.fn();
    client.subscribeDepth(arg, books);
    latest().accept();
    latest().receive(snapshot);
    expect(books).toHaveBeenLastCalledWith({ bids, asks });
    latest().receive({ ...snapshot, action: 'update', seq: 3, prevSeq: 2, bids: [], asks: [] });
    expect(latest().sent.slice(-2)).toEqual([
      { op: 'unsubscribe', args: [arg] },
      { op: 'subscribe', args: [arg] },
    ]);
    latest().receive({ ...snapshot, action: 'update', seq: 4, prevSeq: 3, bids: [], asks: [] });
    expect(latest().sent.filter((m) => m.op === 'unsubscribe')).toHaveLength(1);
    expect(books).toHaveBeenCalledTimes(1);
    latest().receive(snapshot);
    expect(books).toHaveBeenCalledTimes(2);
  });

  it('restarts the channel on a checksum mismatch', () => {
    const client = stream();
    const books = vi.fn();
    client.subscribeDepth(arg, books);
    latest().accept();
    latest().receive(snapshot);
    latest().receive({
      ...snapshot,
      action: 'update',
      seq: 2,
      prevSeq: 1,
      bids: [['95594.00', '1.000000']],
      asks: [],
    });
    expect(latest().sent.at(-1)).toEqual({ op: 'subscribe', args: [arg] });
    expect(books).toHaveBeenCalledTimes(1);
  });
});

describe('market stream futures channels (protocol-futures §5a)', () => {
  it('keys futures subscriptions by symbol and step, apart from the spot channels of the same name', () => {
    expect(channelKey({ channel: 'futures.depth', symbol: 'BTCUSDT', step: '0.1' })).toBe(
      'futures.depth:BTCUSDT:0.1',
    );
    expect(channelKey({ channel: 'futures.depth', symbol: 'BTCUSDT', step: '1' })).not.toBe(
      channelKey({ channel: 'futures.depth', symbol: 'BTCUSDT', step: '0.1' }),
    );
    expect(channelKey({ channel: 'futures.ticker', symbol: 'ETHUSDT' })).not.toBe(
      channelKey({ channel: 'futures.ticker', symbol: 'BTCUSDT' }),
    );
    expect(channelKey({ channel: 'futures.trades', symbol: 'BTCUSDT' })).not.toBe(
      channelKey({ channel: 'trades', symbol: 'BTCUSDT' }),
    );
    expect(channelKey({ channel: 'futures.depth', symbol: 'BTCUSDT', step: '1.00' })).not.toBe(
      channelKey({ channel: 'depth', symbol: 'BTCUSDT', step: '1.00' }),
    );
    expect(channelKey({ channel: 'futures.positions' })).toBe('futures.positions');
  });

  it('routes futures messages to their own subscriptions only', () => {
    const client = stream();
    const futuresTicker = vi.fn();
    const spotTicker = vi.fn();
    const positions = vi.fn();
    client.subscribe({ channel: 'futures.ticker', symbol: 'BTCUSDT' }, futuresTicker);
    client.subscribe({ channel: 'ticker', symbol: 'BTCUSDT' }, spotTicker);
    client.subscribe({ channel: 'futures.positions' }, positions);
    latest().accept(true);
    expect(latest().sent).toEqual([
      {
        op: 'subscribe',
        args: [
          { channel: 'futures.ticker', symbol: 'BTCUSDT' },
          { channel: 'ticker', symbol: 'BTCUSDT' },
          { channel: 'futures.positions' },
        ],
      },
    ]);
    latest().receive({ channel: 'futures.ticker', symbol: 'BTCUSDT', data: { markPrice: '1.0' } });
    latest().receive({ channel: 'futures.positions', venue: 'live', data: [] });
    expect(futuresTicker).toHaveBeenCalledTimes(1);
    expect(spotTicker).not.toHaveBeenCalled();
    expect(positions).toHaveBeenCalledWith({ channel: 'futures.positions', venue: 'live', data: [] });
  });

  const futuresArg = { channel: 'futures.depth', symbol: 'BTCUSDT', step: '0.1' } as const;
  const bids: PriceLevel[] = [['95594.0', '1.5']];
  const asks: PriceLevel[] = [['95633.0', '2']];
  const futuresSnapshot = {
    channel: 'futures.depth',
    symbol: 'BTCUSDT',
    step: '0.1',
    action: 'snapshot',
    seq: 10,
    prevSeq: null,
    checksum: depthChecksum({ bids, asks }),
    bids,
    asks,
    ts: 1,
  };

  it('restarts a futures depth channel on a sequence gap and reports again only after the new snapshot', () => {
    const client = stream();
    const books = vi.fn();
    client.subscribeDepth(futuresArg, books);
    latest().accept(true);
    latest().receive(futuresSnapshot);
    expect(books).toHaveBeenLastCalledWith({ bids, asks });
    latest().receive({ ...futuresSnapshot, action: 'update', seq: 12, prevSeq: 11, bids: [], asks: [] });
    expect(latest().sent.slice(-2)).toEqual([
      { op: 'unsubscribe', args: [futuresArg] },
      { op: 'subscribe', args: [futuresArg] },
    ]);
    expect(books).toHaveBeenCalledTimes(1);
    latest().receive({ ...futuresSnapshot, seq: 20 });
    expect(books).toHaveBeenCalledTimes(2);
  });

  it('restarts a futures depth channel on a checksum mismatch and leaves the spot book alone', () => {
    const client = stream();
    const futuresBooks = vi.fn();
    const spotBooks = vi.fn();
    client.subscribeDepth(futuresArg, futuresBooks);
    client.subscribeDepth({ channel: 'depth', symbol: 'BTCUSDT', step: '0.1' }, spotBooks);
    latest().accept();
    latest().receive(futuresSnapshot);
    latest().receive({
      ...futuresSnapshot,
      action: 'update',
      seq: 11,
      prevSeq: 10,
      checksum: futuresSnapshot.checksum + 1,
      bids: [['95594.0', '3']],
      asks: [],
    });
    expect(latest().sent.at(-1)).toEqual({ op: 'subscribe', args: [futuresArg] });
    expect(futuresBooks).toHaveBeenCalledTimes(1);
    expect(spotBooks).not.toHaveBeenCalled();
  });
});
