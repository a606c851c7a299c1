/**
 * `npm run example:bot` (issue #32): a small grid market maker on Tideline through ccxt's own
 * bitget class, unmodified, with only its URLs pointed at the local product. It keeps
 * BOT_LEVELS buy orders below and sell orders above the mid price, BOT_STEP apart (a fraction of
 * the price), re-centres the grid when the mid moves more than one step, and reports its fills.
 *
 * Environment: TIDELINE_API_KEY, TIDELINE_API_SECRET, TIDELINE_API_PASSPHRASE (a key with read and
 * trade rights, from /account/api); PORT (the product's port, 3000) or TIDELINE_URL; BOT_SYMBOL
 * (BTC/USDT), BOT_LEVELS (3), BOT_STEP (0.002), BOT_ORDER_USDT (20), BOT_INTERVAL_MS (5000),
 * BOT_ROUNDS (0 = until stopped), BOT_DEMO=1 to trade the account's demo venue. Ctrl-C cancels
 * the grid's orders and stops.
 */
import ccxt from 'ccxt';

function env(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    console.error(`${name} is not set: create a key on /account/api and export it (docs/api.md §6).`);
    process.exit(2);
  }
  return value;
}

function positive(name: string, fallback: string): number {
  const value = Number(env(name, fallback));
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number of at least 0, got '${process.env[name]}'`);
    process.exit(2);
  }
  return value;
}

const baseUrl = process.env.TIDELINE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const symbol = env('BOT_SYMBOL', 'BTC/USDT');
const levels = Math.max(1, Math.floor(positive('BOT_LEVELS', '3')));
const step = positive('BOT_STEP', '0.002');
const orderUsdt = positive('BOT_ORDER_USDT', '20');
const intervalMs = positive('BOT_INTERVAL_MS', '5000');
const rounds = Math.floor(positive('BOT_ROUNDS', '0'));

const exchange = new ccxt.bitget({
  apiKey: env('TIDELINE_API_KEY'),
  secret: env('TIDELINE_API_SECRET'),
  password: env('TIDELINE_API_PASSPHRASE'),
  options: { fetchMarkets: { types: ['spot'] } },
  timeout: 30_000,
});
// The only change to ccxt: every API group of the class answers at the local product.
const urls = exchange.urls['api'] as Record<string, string>;
for (const group of Object.keys(urls)) urls[group] = baseUrl;
if (process.env.BOT_DEMO === '1') exchange.setSandboxMode(true);

let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
});

/** Cancels every order the grid has open on the symbol. */
async function cancelGrid() {
  const open = await exchange.fetchOpenOrders(symbol);
  if (open.length > 0)
    await exchange.cancelOrders(
      open.map((order) => String(order.id)),
      symbol,
    );
}

/** The grid around `mid`: levels buys below, levels sells above, each worth BOT_ORDER_USDT. */
async function placeGrid(mid: number, base: number) {
  const orders = [];
  for (let level = 1; level <= levels; level += 1) {
    const buy = Number(exchange.priceToPrecision(symbol, mid * (1 - step * level)));
    const sell = Number(exchange.priceToPrecision(symbol, mid * (1 + step * level)));
    const amount = Number(exchange.amountToPrecision(symbol, orderUsdt / mid));
    orders.push({ symbol, type: 'limit' as const, side: 'buy' as const, amount, price: buy });
    if (base >= amount * level)
      orders.push({ symbol, type: 'limit' as const, side: 'sell' as const, amount, price: sell });
  }
  const placed = await exchange.createOrders(orders);
  const refused = placed.filter((order) => order.status === 'rejected').length;
  console.log(
    `grid around ${mid}: ${placed.length - refused} orders placed${refused ? `, ${refused} refused` : ''}`,
  );
}

async function main() {
  const market = (await exchange.loadMarkets())[symbol];
  if (market === undefined) throw new Error(`${symbol} is not listed at ${baseUrl}`);
  console.log(`grid bot on ${symbol} at ${baseUrl}${process.env.BOT_DEMO === '1' ? ' (demo)' : ''}`);
  let centre: number | undefined;
  let since = Date.now();
  for (let round = 1; !stopping && (rounds === 0 || round <= rounds); round += 1) {
    const ticker = await exchange.fetchTicker(symbol);
    const mid = ticker.bid && ticker.ask ? (ticker.bid + ticker.ask) / 2 : ticker.last;
    if (mid === undefined || mid <= 0) {
      console.log('no price yet; waiting');
    } else if (centre === undefined || Math.abs(mid - centre) / centre > step) {
      await cancelGrid();
      const balance = await exchange.fetchBalance();
      await placeGrid(mid, Number(balance[market.base]?.free ?? 0));
      centre = mid;
    }
    const fills = await exchange.fetchMyTrades(symbol, since);
    for (const fill of fills) console.log(`filled: ${fill.side} ${fill.amount} at ${fill.price}`);
    if (fills.length > 0) since = Math.max(...fills.map((fill) => fill.timestamp ?? since)) + 1;
    if (!stopping && (rounds === 0 || round < rounds))
      await new Promise((done) => setTimeout(done, intervalMs));
  }
  await cancelGrid();
  console.log('grid cancelled; stopped');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.constructor.name}: ${error.message}` : error);
  process.exit(1);
});
