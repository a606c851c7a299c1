/**
 * Web pages (issue #8, #9): Lighthouse category scores of the home, login, spot and (once it
 * exists) futures pages in the mobile and desktop presets, and the initial JavaScript each route
 * loads, compressed. Starts the whole product like the browser tests do (scripts/start.mjs, its own
 * port and build directory, in-memory database, live simulated market) and drives Debian's
 * Chromium through chrome-launcher: nothing is downloaded.
 *
 * Initial JavaScript: every script the served HTML names (modulepreload links, module script
 * sources and the static imports of its inline module scripts). When the server answers them
 * compressed (the gateway sends precompressed brotli to a browser that takes it), the bytes on the
 * wire are counted; otherwise gzip (level 9) and brotli (quality 11) sizes are computed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct, waitForHealth } from './product.ts';
import { printSummary } from './summary.ts';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3294);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** BENCH_WEB_ROUTES (comma-separated) measures only those of these routes. */
const CANDIDATE_ROUTES = ['/', '/login', '/spot/BTCUSDT', '/futures/usdt/BTCUSDT'].filter(
  (route) =>
    process.env.BENCH_WEB_ROUTES === undefined || process.env.BENCH_WEB_ROUTES.split(',').includes(route),
);
/** The metrics behind the performance score, shown with it (milliseconds, CLS unitless). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
  cls: 'cumulative-layout-shift',
} as const;
/**
 * Lighthouse's simulated throttling scales with how busy the machine is, so each page is measured
 * this many times and the median score of each category is reported.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/**
 * BENCH_WEB_REPORTS names a folder where each run's full Lighthouse report (JSON) is written, to
 * read what a score is made of: the LCP element, render-blocking requests, main-thread work.
 */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;

/** The body exactly as sent, with its content-encoding (fetch would decode it). */
function rawGet(url: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decodedText(answer: { encoding: string | undefined; body: Buffer }): string {
  return decodedBody(answer).toString('utf8');
}

/** Script addresses the HTML makes the browser load before any interaction. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href) found.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) found.add(match[1] ?? '');
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of (match[1] ?? '').matchAll(/\bimport\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']/g)) {
      found.add(imported[1] ?? '');
    }
  }
  found.delete('');
  return [...found];
}

/**
 * The English texts of the web app (the shell's, the widget set's and every feature's en.json) long
 * enough to be told from code: a page's scripts are the same in every language, so any of them
 * found in its initial JavaScript is a text every other language's page carries too (issue #20).
 */
export function englishTexts(root = join(import.meta.dirname, '..')): Set<string> {
  const files = [
    join(root, 'packages/ui/src/i18n/texts/en.json'),
    ...readdirSync(join(root, 'apps/web/app'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('en.json') && /(^|\/)(i18n|locales)\//.test(file))
      .map((file) => join(root, 'apps/web/app', file)),
  ];
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 12 && value.includes(' ') && !value.includes('{')) texts.add(value);
    } else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')));
  return texts;
}

/** How many of `texts` a script carries as a string literal. */
export function textsIn(script: string, texts: ReadonlySet<string>): string[] {
  return [...texts].filter((text) =>
    [JSON.stringify(text), `'${text}'`, `\`${text}\``].some((literal) => script.includes(literal)),
  );
}

const ENGLISH = englishTexts();

interface ScriptWeight {
  route: string;
  scripts: number;
  /** English UI texts found in the scripts (see englishTexts). */
  english: number;
  /** Decoded sizes, and what gzip -9 and brotli 11 make of them, whatever the server sends. */
  raw: number;
  gzip: number;
  brotli: number;
  /** The bytes the server actually sent, compressed where it compresses. */
  wire: number;
}

function decodedBody(answer: { encoding: string | undefined; body: Buffer }): Buffer {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body);
  if (answer.encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

async function scriptWeight(route: string): Promise<ScriptWeight> {
  const page = await rawGet(`${ORIGIN}${route}`);
  if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
  const scripts = initialScripts(decodedText(page));
  const weight: ScriptWeight = {
    route,
    scripts: scripts.length,
    english: 0,
    raw: 0,
    gzip: 0,
    brotli: 0,
    wire: 0,
  };
  const found = new Set<string>();
  for (const src of scripts) {
    const script = await rawGet(new URL(src, `${ORIGIN}${route}`).href);
    if (script.status !== 200) throw new Error(`${src} answered ${script.status}`);
    const body = decodedBody(script);
    for (const text of textsIn(body.toString('utf8'), ENGLISH)) found.add(text);
    weight.raw += body.length;
    weight.gzip += gzipSync(body, { level: 9 }).length;
    weight.brotli += brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    weight.wire += script.body.length;
  }
  weight.english = found.size;
  if (found.size > 0) console.log(`${route}: English texts in its initial JavaScript:`, [...found]);
  return weight;
}

type Preset = 'mobile' | 'desktop';

type ScoreRow = Record<string, string | number>;

async function lighthouseScores(route: string, preset: Preset, port: number, run: number): Promise<ScoreRow> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(
    `${ORIGIN}${route}`,
    flags,
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${route}`);
  const failure = result.lhr.runtimeError;
  if (failure !== undefined)
    console.log(`${route} ${preset} run ${run + 1}: Lighthouse could not score it: ${failure.code}`);
  if (REPORT_DIR !== undefined) {
    await mkdir(REPORT_DIR, { recursive: true });
    const name = `${route.replace(/[^a-zA-Z0-9]+/g, '_') || '_'}-${preset}-${run + 1}.json`;
    await writeFile(join(REPORT_DIR, name), JSON.stringify(result.lhr));
  }
  const row: ScoreRow = { route, preset };
  for (const category of CATEGORIES) {
    const score = result.lhr.categories[category]?.score;
    row[category] = score === null || score === undefined ? 'n/a' : Math.round(score * 100);
  }
  for (const [name, audit] of Object.entries(METRICS)) {
    const value = result.lhr.audits[audit]?.numericValue;
    row[name] = value === undefined ? 'n/a' : value;
  }
  return row;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Median of each category over the runs of one page that scored it (a run Lighthouse could not
 * score, e.g. a page that did not settle in time on a loaded machine, shows as n/a in `runs`); n/a
 * when no run scored it.
 */
function medianRow(runs: ScoreRow[]): ScoreRow {
  const first = runs[0] ?? {};
  const row: ScoreRow = { route: first.route ?? '', preset: first.preset ?? '' };
  const scored = (values: unknown[]) => values.filter((value): value is number => typeof value === 'number');
  for (const category of CATEGORIES) {
    const scores = scored(runs.map((run) => run[category]));
    row[category] = scores.length > 0 ? median(scores) : 'n/a';
  }
  for (const name of Object.keys(METRICS)) {
    const values = scored(runs.map((run) => run[name]));
    row[name] =
      values.length === 0 ? 'n/a' : name === 'cls' ? median(values).toFixed(3) : Math.round(median(values));
  }
  row.runs = runs.map((run) => run.performance).join('/');
  return row;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const product = startProduct(PORT, `build-bench-${PORT}`, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  MARKETS_SIM_TICK_MS: '250',
});
try {
  await waitForHealth(ORIGIN, product);
  const routes: string[] = [];
  for (const route of CANDIDATE_ROUTES) {
    // Pages not built yet answer the localised 404 page: they are left out rather than measured.
    if ((await fetch(`${ORIGIN}${route}`)).status === 200) routes.push(route);
    else console.log(`${route}: not built yet (404), skipped`);
  }

  const weights: ScriptWeight[] = [];
  for (const route of routes) weights.push(await scriptWeight(route));
  console.log(
    `Initial JavaScript per route (every script the served HTML loads); load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.table(
    weights.map((w) => ({
      route: w.route,
      scripts: w.scripts,
      'English texts': w.english,
      uncompressed: kb(w.raw),
      gzip: kb(w.gzip),
      brotli: kb(w.brotli),
      'on the wire': kb(w.wire),
    })),
  );

  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const rows: ScoreRow[] = [];
    for (const route of routes) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: ScoreRow[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await lighthouseScores(route, preset, chrome.port, run));
        rows.push(medianRow(runs));
      }
    }
    console.log(
      `Lighthouse 12 category scores (0-100), simulated throttling of each preset; median of ${RUNS} runs (runs: each run's performance score; fcp, lcp, tbt, si in ms: medians); load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    console.table(rows);
    // A page no run could score counts as 0: the summary must not hide it.
    const lowest = (category: string) =>
      Math.min(...rows.map((row) => (typeof row[category] === 'number' ? row[category] : 0)));
    printSummary(
      `${routes.length} routes, initial JavaScript ${kb(Math.min(...weights.map((w) => w.wire)))}-${kb(Math.max(...weights.map((w) => w.wire)))} on the wire; ` +
        `lowest Lighthouse medians over routes and presets: ${CATEGORIES.map((category) => `${category} ${lowest(category)}`).join(', ')}`,
    );
  } finally {
    chrome.kill();
  }
} finally {
  product.kill('SIGTERM');
}
