// Paths the gateway owns: the web app must never answer them, not even with its 404 page, so an
// API client asking for an unknown endpoint gets the gateway's JSON error instead of HTML.
const GATEWAY_PREFIXES = ['/v1', '/ws', '/dev'] as const;

export function isGatewayPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return GATEWAY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
