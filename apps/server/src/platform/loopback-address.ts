/**
 * Whether a caller's address is this machine's own. Address-keyed counters (failed logins, rate
 * limits) skip it: every client of a local start shares it, and behind a proxy that is not trusted
 * (TRUST_PROXY) it is the proxy's own address, so it says nothing about who is calling. The
 * counters keyed by device or account still apply there.
 */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
