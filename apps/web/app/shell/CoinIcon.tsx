import { coinIconPath } from '@tideline/core/coins';

/**
 * A coin's icon at a fixed size (so nothing moves when it loads), or a letter badge for a coin
 * without a shipped icon. Decorative: the ticker or name is always written next to it, so it is
 * hidden from assistive technology rather than read twice.
 */
export function CoinIcon({ coin, size = 20 }: { coin: string; size?: number }) {
  const src = coinIconPath(coin);
  if (src !== undefined) {
    return <img className="coin-icon" src={src} alt="" width={size} height={size} decoding="async" />;
  }
  return (
    <span
      className="coin-icon coin-icon--letter"
      aria-hidden="true"
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.55) }}
    >
      {coin.slice(0, 1)}
    </span>
  );
}
