import { ScrollRegion, Table, type TableProps } from '@tideline/ui';

/**
 * A table that scrolls sideways inside a keyboard-reachable region when its columns are wider
 * than the screen (phones): the region takes focus, so arrow keys scroll it and assistive
 * technology announces it by the table's name.
 */
export function ScrollTable<Row>(props: TableProps<Row> & { 'aria-label': string }) {
  return (
    <ScrollRegion className="account-table-scroll" aria-label={props['aria-label']}>
      <Table {...props} />
    </ScrollRegion>
  );
}
