/** Spec §9: switching between dark and light animates for 400 ms. */
export const THEME_SWITCH_MS = 400;

/**
 * Runs `apply` and flags the switch for THEME_SWITCH_MS, during which the stylesheet lets colours
 * transition; outside that window colours change instantly, so ordinary hovers stay crisp.
 * Returns a function that cancels the pending end of the animation.
 */
export function animateThemeSwitch(setSwitching: (switching: boolean) => void): () => void {
  setSwitching(true);
  const timer = setTimeout(() => setSwitching(false), THEME_SWITCH_MS);
  return () => clearTimeout(timer);
}
