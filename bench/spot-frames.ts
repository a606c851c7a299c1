/**
 * Frame time of the spot page under a heavy book (issue #9): starts the whole product on its own
 * port (`scripts/start.mjs`, in-memory database) with the simulator re-placing BTC/USDT's whole
 * ladder every step (MARKETS_SIM_DEPTH_CHURN=100 for MARKETS_SIM_DEPTH_CHURN_SYMBOLS=BTCUSDT, a
 * short MARKETS_SIM_TICK_MS), drives /spot/BTCUSDT in Debian's headless Chromium with the CPU
 * throttled 4x, and counts what the page's sockets receive (its own and its depth worker's, as
 * Playwright reports their frames; parsed in the bench). Prints:
 * - the depth stream's rate as the page received it, in both units: increment messages per
 *   second, and level updates per second (each changed, added or removed price level an increment
 *   carries; the target's unit), and every frame it received per second by channel;
 * - frame time p50/p95 from requestAnimationFrame deltas (target p95 <= 16.7 ms);
 * - long tasks (PerformanceObserver 'longtask') and long animation frames over 50 ms, each
 *   attributed by the book's own performance measures (`tideline:book-render`, around the book's
 *   main-thread work for each new book: the spread and mid, and the drawing where the page draws
 *   it): the book's time inside each long frame, and how many long frames the book's work made
 *   long (target: none);
 * - the book's main-thread time per book, p50/p95/max, and the depth worker's drawing of it into
 *   the canvases it holds (`tideline:book-worker-paint`, off the main thread);
 * - JS heap growth between forced garbage collections at start and end (target < 10 MB);
 * - the machine's load average at start and end, since other work on the machine moves every
 *   figure here, and the machine's floor: the frames of a blank page in the same browser, throttled
 *   the same, while the product runs (BENCH_BASELINE_SECONDS, default 15; 0 skips it).
 *
 * A run whose page received fewer than 2,000 level updates/s says so in its summary line and exits
 * 1: its figures are not the target load.
 *
 * BENCH_TRACE=1 adds a Chromium trace of the page's main thread summed by event (`page-trace.ts`).
 * BENCH_PROFILE=1 adds where the main thread's time went (script, style, layout; the heaviest
 * functions by self time), to find what to make cheaper next; BENCH_LONG_FRAMES (default 5) is how
 * many long frames are listed with their scripts, rendering and style-and-layout times.
 *
 * BENCH_MINUTES (default 0.5; 10 for the full run), BENCH_TICK_MS (default 20),
 * BENCH_DEPTH_CHURN (default 100), BENCH_CHURN_SYMBOLS (default BTCUSDT), SKIP_WEB_BUILD=1 to reuse
 * `apps/web/build-bench-spot` (BENCH_BUILD_DIR names another folder), BENCH_PORT for a fixed port. Nothing here asserts a time; the
 * targets are printed beside the figures.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { percentile } from './markets-support.ts';
import { printMainThreadProfile, startMainThreadProfile } from './page-profile.ts';
import { printMainThreadTrace, startMainThreadTrace } from './page-trace.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct, waitForHealth } from './product.ts';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 0.5);
const TICK_MS = process.env.BENCH_TICK_MS ?? '20';
const DEPTH_CHURN = process.env.BENCH_DEPTH_CHURN ?? '100';
const CHURN_SYMBOLS = process.env.BENCH_CHURN_SYMBOLS ?? 'BTCUSDT';
/** The measure the order book records around each of its renders (OrderBook.tsx). */
const BOOK_MEASURE = 'tideline:book-render';
/** The depth worker's drawing of each book, recorded by the page when the book arrives. */
const WORKER_PAINT_MEASURE = 'tideline:book-worker-paint';
const TARGET_RATE = 2000;
/** One frame at 60 Hz, the frame-time target. */
const FRAME_INTERVAL_MS = 16.7;
/**
 * `performance.now()` in a page that is not cross-origin isolated is coarsened to 0.1 ms, and
 * animation-frame deltas jitter by that much around 16.7 ms; a 16.8 ms delta is one frame, not a
 * late one.
 */
const CLOCK_RESOLUTION_MS = 0.1;
/** BENCH_PROFILE=1: also print where the page's main thread spent the measured minutes. */
const PROFILE = process.env.BENCH_PROFILE === '1';
/** BENCH_TRACE=1: a Chromium trace of the page's main thread, its time summed by trace event. */
const TRACE = process.env.BENCH_TRACE === '1';
/** Long frames listed with their scripts (BENCH_LONG_FRAMES). */
const LONG_FRAMES_LISTED = Number(process.env.BENCH_LONG_FRAMES ?? 5);
const WARM_UP_MS = 5000;
/** How long the blank page's frames are recorded (BENCH_BASELINE_SECONDS; 0 skips it). */
const BASELINE_MS = Number(process.env.BENCH_BASELINE_SECONDS ?? 15) * 1000;
/** The web build's folder under apps/web (BENCH_BUILD_DIR: an agent's own, on a shared machine). */
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'build-bench-spot';
/** The page's default grouping for BTC/USDT: one tick. */
const DEPTH_ARG = { channel: 'depth', symbol: 'BTCUSDT', step: '0.01' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function startSpotProduct(port: number): ChildProcess {
  return startProduct(port, BUILD_DIR, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MARKETS_SIM_TICK_MS: TICK_MS,
    MARKETS_SIM_DEPTH_CHURN: DEPTH_CHURN,
    MARKETS_SIM_DEPTH_CHURN_SYMBOLS: CHURN_SYMBOLS,
  });
}

/**
 * Counts what the page receives on its sockets (its own, and its depth worker's, which carries the
 * book's depth channel), read from the browser's WebSocket frames as Playwright reports them for a
 * page and its workers (parsed here, in the bench, not in the page): depth increments of the shown
 * book and the price levels they change, and every frame by channel. Set up before the page loads.
 */
function pageStreamMeter(page: Page) {
  let messages = 0;
  let levels = 0;
  let since = Date.now();
  const byChannel = new Map<string, number>();
  const count = (payload: string | Buffer) => {
    if (typeof payload !== 'string') return;
    let message: { channel?: string; action?: string; symbol?: string; step?: string; bids?: []; asks?: [] };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    const channel = message.channel ?? 'other';
    byChannel.set(channel, (byChannel.get(channel) ?? 0) + 1);
    if (channel !== 'depth' || message.action !== 'update') return;
    if (message.symbol !== DEPTH_ARG.symbol || message.step !== DEPTH_ARG.step) return;
    messages += 1;
    levels += (message.bids?.length ?? 0) + (message.asks?.length ?? 0);
  };
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => count(payload)));
  return {
    reset() {
      messages = 0;
      levels = 0;
      byChannel.clear();
      since = Date.now();
    },
    read() {
      const seconds = (Date.now() - since) / 1000;
      const channels = [...byChannel]
        .sort((a, b) => b[1] - a[1])
        .map(([channel, count]) => `${channel} ${(count / seconds).toFixed(1)}`)
        .join(', ');
      return { messagesPerSecond: messages / seconds, levelsPerSecond: levels / seconds, channels };
    },
  };
}

interface PageRecord {
  frames: number[];
  longTasks: { start: number; duration: number }[];
  /** `render`: from the frame's rendering start to its end; `styleAndLayout`: the part from style on. */
  longFrames: {
    start: number;
    duration: number;
    scripts: string[];
    render: number;
    styleAndLayout: number;
  }[];
  book: { start: number; duration: number }[];
  workerPaint: number[];
}

declare global {
  interface Window {
    __spotBench: PageRecord;
  }
}

/**
 * Runs in the page before its own scripts: animation-frame deltas, long tasks, and the scripts of
 * long animation frames. Kept as source text because the bench's transpiler would wrap a function
 * in helpers the page does not have.
 */
const RECORD_IN_PAGE = `(() => {
  const record = { frames: [], longTasks: [], longFrames: [], book: [], workerPaint: [] };
  window.__spotBench = record;
  let last;
  const frame = (now) => {
    if (last !== undefined) record.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration <= 50) continue;
        const scripts = (entry.scripts || []).map((script) => {
          const file = (script.sourceURL || '').split('/').pop();
          const source = file ? ' ' + (script.sourceFunctionName || '(anonymous)') + '@' + file + ':' + script.sourceCharPosition : '';
          return script.invoker + source + ' (' + Math.round(script.duration) + ' ms)';
        });
        const end = entry.startTime + entry.duration;
        const render = entry.renderStart ? end - entry.renderStart : 0;
        const styleAndLayout = entry.styleAndLayoutStart ? end - entry.styleAndLayoutStart : 0;
        record.longFrames.push({ start: entry.startTime, duration: entry.duration, scripts, render, styleAndLayout });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Long animation frames are a newer API; long tasks are still recorded.
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === '${BOOK_MEASURE}') record.book.push({ start: entry.startTime, duration: entry.duration });
      if (entry.name === '${WORKER_PAINT_MEASURE}') record.workerPaint.push(entry.duration);
    }
  }).observe({ type: 'measure' });
})();`;

/** The book's measured work that falls inside a span of the page's timeline. */
function bookTimeWithin(book: PageRecord['book'], start: number, duration: number): number {
  let total = 0;
  for (const entry of book) {
    const from = Math.max(start, entry.start);
    const to = Math.min(start + duration, entry.start + entry.duration);
    if (to > from) total += to - from;
  }
  return total;
}

/**
 * A long task is the book's when, without the book's work inside it, it would not have been long:
 * other work (chart, layout, garbage collection) that is long on its own is not the book's.
 */
function madeLongByBook(book: PageRecord['book'], start: number, duration: number): boolean {
  return duration - bookTimeWithin(book, start, duration) <= 50;
}

/**
 * The machine's floor: animation-frame deltas of a blank page in the same browser, throttled the
 * same, while the product runs as for the measure. A shared machine's load makes even this page
 * miss frames; the spot page's figures are read against it.
 */
async function blankPageFrames(context: BrowserContext): Promise<number[]> {
  const blank = await context.newPage();
  await blank.setContent('<!doctype html><title>blank</title><p>blank</p>');
  const cdp = await context.newCDPSession(blank);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await blank.evaluate(`(() => {
    const frames = [];
    window.__blankFrames = frames;
    let last;
    const frame = (now) => {
      if (last !== undefined) frames.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  await blank.waitForTimeout(BASELINE_MS);
  const frames = (await blank.evaluate('window.__blankFrames')) as number[];
  await blank.close();
  return frames.sort((a, b) => a - b);
}

/** BENCH_PORT: a fixed port (a shared machine's agents each keep to their own range); else a free one. */
const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
const origin = `http://127.0.0.1:${port}`;
const product = startSpotProduct(port);
const stopProduct = () => {
  if (product.exitCode === null) product.kill('SIGTERM');
};
process.once('exit', stopProduct);

try {
  await waitForHealth(origin, product);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const loadAtBaseline = loadavg();
  const blankFrames = BASELINE_MS > 0 ? await blankPageFrames(context) : [];
  const page = await context.newPage();
  const meter = pageStreamMeter(page);
  await page.addInitScript(RECORD_IN_PAGE);
  await page.goto(`${origin}/spot/BTCUSDT`);
  await page.getByTestId('order-book').locator('li').first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.waitForTimeout(WARM_UP_MS);

  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const heapStart = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await page.evaluate(() => {
    window.__spotBench.frames.length = 0;
    window.__spotBench.longTasks.length = 0;
    window.__spotBench.longFrames.length = 0;
    window.__spotBench.book.length = 0;
    window.__spotBench.workerPaint.length = 0;
  });
  const loadAtStart = loadavg();
  const profiler = PROFILE ? await startMainThreadProfile(cdp) : null;
  const tracer = TRACE ? await startMainThreadTrace(cdp) : null;
  meter.reset();
  await page.waitForTimeout(MINUTES * 60_000);
  const rate = meter.read();
  const profile = profiler === null ? null : await profiler.stop();
  const trace = tracer === null ? null : await tracer.stop();
  const record = await page.evaluate(() => window.__spotBench);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapEnd = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await browser.close();

  const frames = [...record.frames].sort((a, b) => a - b);
  const isLate = (delta: number) => delta > FRAME_INTERVAL_MS + CLOCK_RESOLUTION_MS;
  const late = frames.filter(isLate).length;
  const blankLate = blankFrames.filter(isLate).length;
  const baseline =
    blankFrames.length === 0
      ? 'no blank-page baseline'
      : `blank page in the same browser before it: p95 ${percentile(blankFrames, 95).toFixed(1)} ms, p99 ${percentile(blankFrames, 99).toFixed(1)} ms, ` +
        `${((blankLate / blankFrames.length) * 100).toFixed(1)}% late`;
  const loadAtEnd = loadavg();
  const longest = record.longTasks.reduce((max, task) => Math.max(max, task.duration), 0);
  const over50 = record.longTasks.filter((task) => task.duration > 50);
  const bookTasks = over50.filter((task) => madeLongByBook(record.book, task.start, task.duration));
  const bookFrames = record.longFrames.filter((frame) =>
    madeLongByBook(record.book, frame.start, frame.duration),
  );
  const bookTimes = record.book.map((entry) => entry.duration).sort((a, b) => a - b);
  const workerPaint = [...record.workerPaint].sort((a, b) => a - b);
  const load = (figures: number[]) => figures.map((figure) => figure.toFixed(1)).join(' ');
  const growthMb = (heapEnd - heapStart) / 1024 / 1024;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `spot-frames: ${MINUTES} min on /spot/BTCUSDT, CPU throttled 4x, tick ${TICK_MS} ms, churn ${DEPTH_CHURN}% of ${CHURN_SYMBOLS}; ` +
      `load average ${load(loadAtStart)} at start, ${load(loadAtEnd)} at end`,
  );
  console.log(
    `depth stream as the page received it: ${rate.messagesPerSecond.toFixed(1)} increment messages/s carrying ${rate.levelsPerSecond.toFixed(0)} level updates/s ` +
      `(a level update: one changed, added or removed price level; target >= ${TARGET_RATE} level updates/s: ${mark(rate.levelsPerSecond >= TARGET_RATE)}); ` +
      `every frame the page received, per second by channel: ${rate.channels}`,
  );
  console.log(
    `frame time: p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, p99 ${percentile(frames, 99).toFixed(1)} ms ` +
      `over ${frames.length} frames, ${((late / frames.length) * 100).toFixed(1)}% of them later than one frame interval ` +
      `(target p95 <= ${FRAME_INTERVAL_MS} ms, read to the page clock's ${CLOCK_RESOLUTION_MS} ms resolution: ${mark(percentile(frames, 95) <= FRAME_INTERVAL_MS + CLOCK_RESOLUTION_MS)}); ` +
      `${baseline} (${blankFrames.length} frames, load average ${load(loadAtBaseline)})`,
  );
  console.log(
    `book's main-thread work per book: p50 ${percentile(bookTimes, 50).toFixed(1)} ms, p95 ${percentile(bookTimes, 95).toFixed(1)} ms, ` +
      `max ${(bookTimes.at(-1) ?? 0).toFixed(1)} ms over ${bookTimes.length} books`,
  );
  console.log(
    workerPaint.length === 0
      ? 'book drawn on the main thread (no drawing reported by the depth worker)'
      : `book drawn in the depth worker: p50 ${percentile(workerPaint, 50).toFixed(1)} ms, p95 ${percentile(workerPaint, 95).toFixed(1)} ms, ` +
          `max ${(workerPaint.at(-1) ?? 0).toFixed(1)} ms over ${workerPaint.length} books (off the main thread)`,
  );
  console.log(
    `long tasks: ${record.longTasks.length}, longest ${longest.toFixed(0)} ms, ${over50.length} over 50 ms, ` +
      `${bookTasks.length} of them long because of the book's work (target 0: ${mark(bookTasks.length === 0)})`,
  );
  console.log(
    `long animation frames over 50 ms: ${record.longFrames.length}, ${bookFrames.length} long because of the book's work`,
  );
  for (const frame of record.longFrames.slice(0, LONG_FRAMES_LISTED)) {
    const book = bookTimeWithin(record.book, frame.start, frame.duration);
    console.log(
      `  ${frame.duration.toFixed(0)} ms (book ${book.toFixed(0)} ms, rendering ${frame.render.toFixed(0)} ms of which style and layout ${frame.styleAndLayout.toFixed(0)} ms): ${frame.scripts.join(', ')}`,
    );
  }
  console.log(
    `JS heap: ${(heapStart / 1024 / 1024).toFixed(1)} MB -> ${(heapEnd / 1024 / 1024).toFixed(1)} MB, ` +
      `growth ${growthMb.toFixed(1)} MB (target < 10 MB: ${mark(growthMb < 10)})`,
  );
  if (profile !== null) printMainThreadProfile(profile);
  if (trace !== null) printMainThreadTrace(trace);
  const p95 = percentile(frames, 95);
  const rateMet = rate.levelsPerSecond >= TARGET_RATE;
  console.log(
    `spot-frames summary: frame p95 ${p95.toFixed(1)} ms, p99 ${percentile(frames, 99).toFixed(1)} ms ` +
      `(target p95 <= ${FRAME_INTERVAL_MS} ms: ${mark(p95 <= FRAME_INTERVAL_MS + CLOCK_RESOLUTION_MS)}) ` +
      `at ${rate.levelsPerSecond.toFixed(0)} level updates/s (target >= ${TARGET_RATE}: ${mark(rateMet)}${rateMet ? '' : ', the figures are not the target load'}), ` +
      `${bookTasks.length} long tasks over 50 ms because of the book (target 0: ${mark(bookTasks.length === 0)}), ` +
      `${((late / frames.length) * 100).toFixed(1)}% of frames late; ${baseline}; ` +
      `CPU throttled 4x, load average ${load(loadAtStart)} -> ${load(loadAtEnd)}`,
  );
  // A run that did not drive the target load shows nothing about the target: it fails.
  if (!rateMet) process.exitCode = 1;
} finally {
  stopProduct();
}
