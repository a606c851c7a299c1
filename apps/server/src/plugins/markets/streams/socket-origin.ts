/**
 * Which pages may open the stream (issue #21 item 9). A browser sends the session cookie with a
 * WebSocket upgrade from any site, so without this check a page elsewhere could read a signed-in
 * visitor's private channels (cross-site WebSocket hijacking). Browsers always name the page's
 * origin in `Origin`; the gateway accepts its own origin (the one the upgrade was addressed to),
 * the configured public origin and any extra origins an operator lists. A client that sends no
 * `Origin` is not a browser page and gets no ambient cookie it did not choose to send.
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  ownHost: string,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // Includes the opaque origin "null" of sandboxed frames and files.
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.host === ownHost.toLowerCase()) return true;
  return allowedOrigins.some((allowed) => sameOrigin(allowed, parsed));
}

function sameOrigin(allowed: string, origin: URL): boolean {
  try {
    return new URL(allowed).origin === origin.origin;
  } catch {
    return false;
  }
}
