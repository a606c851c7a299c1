import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets every page is held to (design §6): WCAG 2.0-2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe's findings on the page as it stands, one line per rule naming its nodes (after `label`, when
 * given, so a test that scans several states says which one failed). Only violations are worked
 * out in full: axe otherwise computes a selector for every node that passes too, which on the
 * trading pages is most of the scan's time and tells a test nothing (axe's "resultTypes" option).
 * Legacy mode runs axe in the page itself: the default finishes every scan in a fresh blank page
 * with axe injected again, which measured two to three times slower per scan and only matters for
 * cross-origin frames, which no page of ours has. Both modes report the same violations.
 */
export async function axeViolations(page: Page, label?: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const prefix = label ? `${label} ` : '';
  return results.violations.map(
    (v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
