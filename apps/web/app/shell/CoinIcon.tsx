import { coinIconPath } from '@tideline/core/coins';
import { LazyImage } from './LazyImage.tsx';

/**
 * A coin's icon at a fixed size (so nothing moves when it loads), or a letter badge for a coin
 * without a shipped icon or whose icon failed. Decorative: the ticker or name is always written
 * next to it, so it is hidden from assistive technology rather than read twice. Icons load lazily
 * (LazyImage): a long market list fetches only the ones a reader scrolls to.
 */
export function CoinIcon({ coin, size = 20 }: { coin: string; size?: number }) {
  const letter = (
    <span
      className="coin-icon coin-icon--letter"
      aria-hidden="true"
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.55) }}
    >
      {coin.slice(0, 1)}
    </span>
  );
  const src = coinIconPath(coin);
  if (src === undefined) return letter;
  return <LazyImage className="coin-icon" src={src} alt="" width={size} height={size} fallback={letter} />;
}
