import type { HTMLAttributes, ReactNode } from 'react';

export type ScrollRegionProps = {
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
} & (
  | { 'aria-label': string; 'aria-labelledby'?: never }
  | { 'aria-labelledby': string; 'aria-label'?: never }
) &
  Pick<HTMLAttributes<HTMLDivElement>, 'id'>;

/**
 * A box that scrolls on its own (a wide table on a phone, a list inside the trading band). A
 * keyboard user must be able to reach and scroll it (WCAG 2.1.1, axe's scrollable-region-focusable),
 * so it takes focus; it is a named group so a screen reader says what is being scrolled. A
 * region landmark would repeat the enclosing panel's name, and a fieldset is for form controls.
 */
export function ScrollRegion({ children, ...props }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a named group of content, not a form fieldset.
    <div role="group" tabIndex={0} {...props}>
      {children}
    </div>
  );
}
