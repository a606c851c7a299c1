import { normaliseImageDomain, rewriteImageHost } from '../image-domain/image-domain.ts';
import { type LinkSafetyOptions, safeImageSrc } from '../link-safety/safe-url.ts';

/**
 * The address an image is loaded from: the source held to the §5 rules (a rejected one is `''`,
 * with a console warning), and a root-relative one (`/coins/btc.svg`) served from the fastest image
 * domain (§7, §9) when one is known. Absolute addresses keep their host until they break.
 */
export function imageAddress(
  src: string | null | undefined,
  fastestDomain: string | null,
  options: Pick<LinkSafetyOptions, 'warn'> = {},
): string {
  const safe = safeImageSrc(src, options);
  if (safe === '' || fastestDomain === null || fastestDomain === '') return safe;
  if (!safe.startsWith('/') || safe.startsWith('//')) return safe;
  return `${normaliseImageDomain(fastestDomain)}${safe}`;
}

/**
 * §8 "broken images fall back to the fastest-domain replacement": the same image on the fastest
 * domain, or null when there is none (the address is not http(s), or already on that domain), in
 * which case the caller shows its fallback.
 */
export function brokenImageReplacement(failedAddress: string, fastestDomain: string | null): string | null {
  if (fastestDomain === null || fastestDomain === '') return null;
  return rewriteImageHost(failedAddress, fastestDomain);
}
