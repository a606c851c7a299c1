import { expect, test } from '@playwright/test';
import {
  chooseMode,
  deposit,
  FUTURES,
  marketOrder,
  positions,
  registeredPage,
  transferIn,
} from './futures-support.ts';

// protocol-futures §5a: the futures page reads the gateway socket, not REST polling. Observed only
// (page.on), never intercepted: the frames the real server sends and the requests the page makes.

interface ReceivedFrame {
  channel: string;
  /** Requests the page had made when the frame arrived, to order frames against requests. */
  requestsBefore: number;
  data: unknown;
  /** The venue of a private channel's message. */
  venue: unknown;
}

function channelOf(payload: string | Buffer): Omit<ReceivedFrame, 'requestsBefore'> | null {
  if (typeof payload !== 'string') return null;
  try {
    const message = JSON.parse(payload) as { channel?: unknown; data?: unknown; venue?: unknown };
    return typeof message.channel === 'string'
      ? { channel: message.channel, data: message.data, venue: message.venue }
      : null;
  } catch {
    return null;
  }
}

test.describe('futures page, live socket', () => {
  test.setTimeout(120_000);

  test('§5a ticker, depth and positions arrive over /ws; an order shows in the positions table without a REST read', async ({
    browser,
  }) => {
    const page = await registeredPage(browser);
    const requests: string[] = [];
    const frames: ReceivedFrame[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/ws') return;
      socket.on('framereceived', (frame) => {
        const message = channelOf(frame.payload);
        if (message !== null) frames.push({ ...message, requestsBefore: requests.length });
      });
    });
    await deposit(page, 'USDT', '20000');
    await page.goto(FUTURES);
    await expect(page.getByTestId('futures-mark')).not.toHaveText('--');
    await transferIn(page, '5000');
    await chooseMode(page, 'Position mode', 'One-way');

    const seen = () => [...new Set(frames.map((frame) => frame.channel))];
    await expect
      .poll(seen)
      .toEqual(
        expect.arrayContaining([
          'futures.ticker',
          'futures.depth',
          'futures.trades',
          'futures.positions',
          'futures.account',
          'futures.orders',
        ]),
      );
    // The order book is filled from the socket's depth frames (through the depth worker). Its rows
    // are fixed slots: a side with fewer levels than slots leaves the far ones empty.
    await expect(
      page.locator('.spot-book__row .spot-book__price').filter({ hasText: /\d/ }).first(),
    ).toBeVisible();

    // Tickers keep coming over the socket while the page reads no tickers or depth over REST.
    const tickersBefore = frames.filter((frame) => frame.channel === 'futures.ticker').length;
    const requestsBefore = requests.length;
    await expect
      .poll(() => frames.filter((frame) => frame.channel === 'futures.ticker').length, { timeout: 20_000 })
      .toBeGreaterThan(tickersBefore + 1);
    const polled = requests
      .slice(requestsBefore)
      .filter((path) => /\/v1\/futures\/(tickers|depth|trades|positions|account|orders\/open)$/.test(path));
    expect(polled).toEqual([]);

    const beforeOrder = requests.length;
    await marketOrder(page, 'Buy / Long', '0.01');
    await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
    const held = await positions(page);
    expect(held).toHaveLength(1);
    expect(held[0]?.count).toBe('0.010');

    const afterOrder = requests.slice(beforeOrder);
    // The page's own requests are observed: the order itself went out ...
    expect(afterOrder).toContain('/v1/futures/order/place');
    // ... and the new position came over the socket, not from a REST read of the positions.
    expect(afterOrder.filter((path) => path === '/v1/futures/positions')).toEqual([]);
    const pushed = frames.filter(
      (frame) =>
        frame.channel === 'futures.positions' &&
        frame.requestsBefore >= beforeOrder &&
        Array.isArray(frame.data) &&
        frame.data.length === 1,
    );
    expect(pushed.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Close all' }).click();
    await expect(page.getByRole('tab', { name: 'Positions (0)' })).toBeVisible();
    await page.context().close();
  });

  test('§4 §5a switching to demo in another tab reopens the socket, whose private channels then show the demo venue', async ({
    browser,
  }) => {
    const page = await registeredPage(browser);
    const sockets: string[] = [];
    const frames: ReceivedFrame[] = [];
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/ws') return;
      sockets.push(socket.url());
      socket.on('framereceived', (frame) => {
        const message = channelOf(frame.payload);
        if (message !== null) frames.push({ ...message, requestsBefore: 0 });
      });
    });
    await page.goto(FUTURES);
    await expect(page.getByTestId('futures-mark')).not.toHaveText('--');
    const venues = () =>
      frames.filter((frame) => frame.channel === 'futures.account').map((frame) => frame.venue);
    await expect.poll(venues).toContain('live');
    expect(venues()).not.toContain('demo');
    const opened = sockets.length;

    // The same browser, another tab: its demo switch moves the session and sets the shared flag. This
    // tab answers on a new socket (it reloads, or the feed reopens its socket on the flag change).
    const other = await page.context().newPage();
    await other.goto(FUTURES);
    await other.locator('.trade-menu > summary').click();
    await other.getByRole('button', { name: /^Demo trading/ }).click();
    await expect(other.getByTestId('demo-badge')).toBeVisible();

    await expect.poll(() => sockets.length).toBeGreaterThan(opened);
    await expect.poll(venues).toContain('demo');
    await page.context().close();
  });
});
