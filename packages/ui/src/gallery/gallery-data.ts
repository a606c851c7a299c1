/** Sample data for the gallery's demos: deterministic, so screenshots and tests are stable. */
export interface MarketRow {
  symbol: string;
  price: number;
  change: number;
  volume: number;
  children?: MarketRow[];
}

const BASES = ['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOGE', 'TON', 'AVAX', 'DOT', 'LINK', 'TRX', 'LTC'];

/** `count` market rows with pseudo-random but reproducible prices. */
export function sampleMarkets(count: number): MarketRow[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_, index) => {
    const base = BASES[index % BASES.length]!;
    return {
      symbol: index < BASES.length ? `${base}USDT` : `${base}${index}USDT`,
      price: Math.round(next() * 70_000 * 100) / 100,
      change: Math.round((next() * 20 - 10) * 100) / 100,
      volume: Math.round(next() * 1_000_000),
    };
  });
}

export const TREE_MARKETS: MarketRow[] = [
  {
    symbol: 'USDT',
    price: 1,
    change: 0,
    volume: 0,
    children: [
      { symbol: 'BTCUSDT', price: 64250.1, change: 2.41, volume: 52310 },
      { symbol: 'ETHUSDT', price: 3120.55, change: -1.2, volume: 310022 },
    ],
  },
  {
    symbol: 'USDC',
    price: 1,
    change: 0,
    volume: 0,
    children: [{ symbol: 'BTCUSDC', price: 64248.9, change: 2.38, volume: 1021 }],
  },
];

/** Inline images for the image viewer demo, so the gallery needs no network. */
export function sampleImage(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="hsl(${hue} 60% 35%)"/><text x="320" y="215" font-size="48" fill="#fff" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
