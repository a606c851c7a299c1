import { FASTEST_IMAGE_DOMAIN_KEY } from '@tideline/core/image-domain';
import {
  brokenImageReplacement,
  createLazyLoader,
  imageAddress,
  type LazyLoader,
} from '@tideline/core/lazy-image';
import { type ReactNode, useEffect, useRef, useState } from 'react';

let pageLoader: LazyLoader<Element> | null = null;

/**
 * The page's one watcher (§9): scroll (captured, so a table's own scroll area counts too) and
 * resize run its check, throttled to one per 200 ms.
 */
function lazyLoader(): LazyLoader<Element> {
  if (pageLoader !== null) return pageLoader;
  const loader = createLazyLoader<Element>({
    measure: (element) => element.getBoundingClientRect(),
    viewport: () => ({ width: window.innerWidth, height: window.innerHeight }),
  });
  window.addEventListener('scroll', loader.check, { capture: true, passive: true });
  window.addEventListener('resize', loader.check, { passive: true });
  pageLoader = loader;
  return loader;
}

function fastestImageDomain(): string | null {
  try {
    return window.localStorage.getItem(FASTEST_IMAGE_DOMAIN_KEY);
  } catch {
    return null;
  }
}

export interface LazyImageProps {
  src: string;
  /** '' for a decorative image whose meaning is written beside it. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Shown instead when the source is refused (§5) or the image and its replacement broke (§8). */
  fallback: ReactNode;
}

/**
 * One image component for pictures below the fold (coin icons in long lists; any avatar or banner
 * picture): it gets its address only when it comes near the viewport (§9, checks throttled to
 * 200 ms), holds that address to the §5 source rules, serves a root-relative one from the fastest
 * image domain (§7), and when the image breaks tries the fastest-domain replacement once before
 * showing the fallback (§8). The fixed box means nothing moves when it loads.
 */
export function LazyImage({ src, alt, width, height, className, fallback }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  /** null while waiting to come near the viewport; '' when the source was refused. */
  const [address, setAddress] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'broken'>('loading');
  const replaced = useRef(false);

  useEffect(() => {
    const element = ref.current;
    setAddress(null);
    setState('loading');
    replaced.current = false;
    if (element === null) return;
    const loader = lazyLoader();
    const stop = loader.observe(element, () => setAddress(imageAddress(src, fastestImageDomain())));
    // Rows added or removed move the others without a scroll: look again.
    loader.check();
    return () => {
      stop();
      loader.check();
    };
  }, [src]);

  const onError = () => {
    const replacement =
      address && !replaced.current ? brokenImageReplacement(address, fastestImageDomain()) : null;
    if (replacement === null) {
      setState('broken');
      return;
    }
    replaced.current = true;
    setAddress(replacement);
  };

  if (address === '' || state === 'broken') return <>{fallback}</>;
  return (
    <img
      ref={ref}
      className={className}
      src={address ?? undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      data-lazy-state={address === null ? 'waiting' : state}
      onLoad={() => setState('loaded')}
      onError={onError}
    />
  );
}
