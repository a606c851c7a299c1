import { Table, type TableProps } from '@tideline/ui';

/**
 * A table that scrolls sideways inside a keyboard-reachable region when its columns are wider
 * than the screen (phones): the region takes focus, so arrow keys scroll it and assistive
 * technology announces it by the table's name.
 */
export function ScrollTable<Row>(props: TableProps<Row> & { 'aria-label': string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a named group, not a form fieldset; a region landmark would repeat the panel's name.
    <div className="account-table-scroll" role="group" aria-label={props['aria-label']} tabIndex={0}>
      <Table {...props} />
    </div>
  );
}
