/**
 * The coins the exchange lists, by ticker: the display name shown next to the ticker, and whether
 * the web app ships a coloured icon for it (`/coins/<ticker in lower case>.svg`). A coin missing
 * here still shows, under its ticker and with a letter badge for an icon.
 */
export interface CoinInfo {
  /** Upper-case ticker, e.g. BTC. */
  readonly symbol: string;
  /** The coin's own name; a proper name, the same in every language. */
  readonly name: string;
  readonly icon: boolean;
}

const COIN_LIST: readonly CoinInfo[] = [
  { symbol: 'USDT', name: 'Tether', icon: true },
  { symbol: 'BTC', name: 'Bitcoin', icon: true },
  { symbol: 'ETH', name: 'Ethereum', icon: true },
  { symbol: 'SOL', name: 'Solana', icon: true },
  { symbol: 'XRP', name: 'XRP', icon: true },
  { symbol: 'DOGE', name: 'Dogecoin', icon: true },
  { symbol: 'BNB', name: 'BNB', icon: true },
  { symbol: 'ADA', name: 'Cardano', icon: true },
  { symbol: 'AVAX', name: 'Avalanche', icon: true },
  { symbol: 'LINK', name: 'Chainlink', icon: true },
  { symbol: 'DOT', name: 'Polkadot', icon: true },
  { symbol: 'LTC', name: 'Litecoin', icon: true },
  { symbol: 'TRX', name: 'TRON', icon: true },
  { symbol: 'BCH', name: 'Bitcoin Cash', icon: true },
  { symbol: 'UNI', name: 'Uniswap', icon: true },
  { symbol: 'ATOM', name: 'Cosmos', icon: true },
  { symbol: 'NEAR', name: 'NEAR Protocol', icon: false },
];

const BY_SYMBOL = new Map(COIN_LIST.map((coin) => [coin.symbol, coin]));

/** Every coin in the registry, quote coins first. */
export const COINS: readonly CoinInfo[] = COIN_LIST;

/** A coin's display name; its ticker when the registry does not know it. */
export function coinName(symbol: string): string {
  return BY_SYMBOL.get(symbol.toUpperCase())?.name ?? symbol;
}

/** Site path of a coin's icon, or undefined when none is shipped (show a letter badge instead). */
export function coinIconPath(symbol: string): string | undefined {
  const coin = BY_SYMBOL.get(symbol.toUpperCase());
  return coin?.icon ? `/coins/${coin.symbol.toLowerCase()}.svg` : undefined;
}
