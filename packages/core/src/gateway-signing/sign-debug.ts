// Sign debugging (spec §2 "Other", §5): logging is on when the page address has `sign_debug=1`,
// and only in the environments configured to allow it (never production).
export function isSignDebugOn(
  pageUrl: string,
  environment: string,
  allowed: readonly string[] = ['development', 'test', 'beta'],
): boolean {
  if (!allowed.includes(environment)) return false;
  try {
    return new URL(pageUrl).searchParams.get('sign_debug') === '1';
  } catch {
    return false;
  }
}
