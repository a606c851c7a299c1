import { ScrollRegion } from '@tideline/ui';
import type { ReactNode } from 'react';

/**
 * Holds a wide table: the box scrolls sideways on narrow screens and takes keyboard focus so the
 * scroll can be reached without a pointer (WCAG 2.1.1). The widget's own box stays unscrolled,
 * as our tables are sized to their rows.
 */
export function ScrollingTable({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <ScrollRegion className="asset-table-scroll" aria-label={label} data-testid={testId}>
      {children}
    </ScrollRegion>
  );
}
