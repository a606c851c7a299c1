/**
 * A path to redirect to on this site, whatever the request's path held (issue #21 item 14): a
 * leading run of slashes or backslashes becomes one slash, so `//evil.com` or `/\evil.com` (which
 * browsers read as another host) stays the local path `/evil.com`.
 */
export function sameSitePath(path: string): string {
  return path.replace(/^[/\\]*/, '/');
}
