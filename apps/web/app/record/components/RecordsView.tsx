import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { longCallClient } from '@tideline/core/request';
import { DatePicker, Select, Table, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { ScrollingTable } from '../../asset/components/ScrollingTable.tsx';
import { type AssetText, useAssetText } from '../../asset/i18n/use-asset-text.ts';
import { tableHeight } from '../../asset/model/table-height.ts';
import { useFailureText } from '../../asset/use-failure-text.ts';
import { useFigures } from '../../asset/use-figures.ts';
import { downloadCsv, isoTime, toCsv } from '../model/csv.ts';
import { cursorGroupEnd } from '../model/cursor-group.ts';
import { displayTime, fileDate } from '../model/display-time.ts';
import {
  dayRange,
  EXPORT_BATCH,
  EXPORT_MAX_ROWS,
  PAGE_SIZE,
  parseRows,
  type RecordField,
  type RecordKind,
  type RecordQuery,
  type RecordRow,
  type RecordValue,
  readRecords,
  requestParams,
  rowKeyOf,
} from '../model/record-kinds.ts';

const WORDS: Readonly<Record<string, Parameters<AssetText>[0]>> = {
  buy: 'buy',
  sell: 'sell',
  filled: 'filled',
  cancelled: 'cancelled',
  completed: 'completed',
  maker: 'maker',
  taker: 'taker',
  limit: 'limit',
  market: 'market',
  deposit: 'kindDeposit',
  withdraw: 'kindWithdraw',
  transfer_in: 'kindTransferIn',
  transfer_out: 'kindTransferOut',
  demo_grant: 'kindDemoGrant',
  demo_reset: 'kindDemoReset',
};

function display(t: AssetText, field: RecordField, value: RecordValue | undefined): string {
  if (value === undefined || value === null || value === '') return '--';
  if (field.kind === 'time') return typeof value === 'number' ? displayTime(value) : String(value);
  if (field.kind === 'number') return formatNumber(String(value));
  if (field.kind === 'text') return String(value);
  const word = WORDS[String(value)];
  return word ? t(word) : String(value);
}

function csvValue(field: RecordField, value: RecordValue | undefined): string | number | null | undefined {
  if (field.kind === 'time' && typeof value === 'number') return isoTime(value);
  return typeof value === 'boolean' ? String(value) : value;
}

export interface FilterChoices {
  symbols?: readonly string[];
  assets?: readonly string[];
}

/**
 * One record list with its filters (symbol, side, status, type, coin, date range), pages by the
 * gateway's `before` cursor (newest first) and a CSV export of every row the filters match.
 */
export function RecordsView({
  kind,
  label,
  choices,
}: {
  kind: RecordKind;
  label: string;
  choices: FilterChoices;
}) {
  const t = useAssetText();
  const ids = useId();
  const client = useApiClient();
  const figures = useFigures();
  const failureText = useFailureText();
  const [filters, setFilters] = useState<Omit<RecordQuery, 'startTime' | 'endTime'>>({});
  const [range, setRange] = useState<[Date, Date] | null>(null);
  /** Cursors of the pages visited: page n starts after cursors[n - 1]. */
  const [cursors, setCursors] = useState<RecordValue[]>([]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const query: RecordQuery = { ...filters, ...dayRange(range) };
  const before = cursors.at(-1);

  const page = useQuery({
    queryKey: ['records', kind.id, query, before],
    queryFn: async () =>
      parseRows(await readRecords(client, kind, requestParams(kind, query, PAGE_SIZE + 1, before))),
  });
  // A page runs on over the rows sharing its last row's cursor (cursor-group.ts).
  const rows = (page.data ?? []).slice(
    0,
    cursorGroupEnd(page.data ?? [], PAGE_SIZE, (row) => row[kind.cursor]),
  );
  const hasOlder = (page.data?.length ?? 0) > rows.length;

  const setFilter = (name: keyof typeof filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value === '' ? undefined : value }));
    setCursors([]);
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const all: RecordRow[] = [];
      let cursor: RecordValue | undefined;
      while (all.length < EXPORT_MAX_ROWS) {
        const batch = parseRows(
          await readRecords(longCallClient(client), kind, requestParams(kind, query, EXPORT_BATCH, cursor)),
        );
        all.push(...batch);
        if (batch.length < EXPORT_BATCH) break;
        cursor = batch.at(-1)?.[kind.cursor];
      }
      const csv = toCsv(
        kind.fields.map((field) => ({
          header: field.key,
          value: (row: RecordRow) => csvValue(field, row[field.key]),
        })),
        all,
      );
      downloadCsv(`${kind.file}-${fileDate(new Date())}.csv`, csv);
    } catch (failure) {
      setExportError(failureText(failure));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumn<RecordRow>[] = kind.fields.map((field) => ({
    key: field.key,
    title: t(field.title),
    align: field.kind === 'number' ? 'end' : 'start',
    render: (row) => {
      const text = display(t, field, row[field.key]);
      return field.kind === 'number' ? figures.show(text) : text;
    },
  }));
  const option = (value: string, text: string) => ({ value, label: text });
  const selects: Array<{
    name: keyof typeof filters;
    label: string;
    options: { value: string; label: string }[];
  }> = [];
  if (kind.filters.includes('symbol'))
    selects.push({
      name: 'symbol',
      label: t('symbol'),
      options: [option('', t('allSymbols')), ...(choices.symbols ?? []).map((s) => option(s, s))],
    });
  if (kind.filters.includes('side'))
    selects.push({
      name: 'side',
      label: t('side'),
      options: [option('', t('allSides')), option('buy', t('buy')), option('sell', t('sell'))],
    });
  if (kind.filters.includes('status'))
    selects.push({
      name: 'status',
      label: t('status'),
      options: [
        option('', t('allStatuses')),
        option('filled', t('filled')),
        option('cancelled', t('cancelled')),
      ],
    });
  if (kind.filters.includes('kind'))
    selects.push({
      name: 'kind',
      label: t('kind'),
      options: [
        option('', t('allKinds')),
        ...['deposit', 'withdraw', 'transfer_in', 'transfer_out', 'demo_grant', 'demo_reset'].map((value) =>
          option(value, t(WORDS[value]!)),
        ),
      ],
    });
  if (kind.filters.includes('asset'))
    selects.push({
      name: 'asset',
      label: t('coin'),
      options: [option('', t('allCoins')), ...(choices.assets ?? []).map((s) => option(s, s))],
    });

  return (
    <div className="asset-card" data-records={kind.id}>
      <fieldset className="record-filters">
        <legend className="asset-sr-only">{t('filters')}</legend>
        {selects.map((select) => (
          <div className="asset-field" key={select.name}>
            <span id={`${ids}-${select.name}`}>{select.label}</span>
            <Select<string>
              aria-labelledby={`${ids}-${select.name}`}
              name={select.name}
              options={select.options}
              value={filters[select.name] ?? ''}
              onChange={(value) => setFilter(select.name, typeof value === 'string' ? value : '')}
            />
          </div>
        ))}
        <div className="asset-field">
          <span id={`${ids}-range`}>{t('dateRange')}</span>
          <DatePicker
            type="daterange"
            aria-label={t('dateRange')}
            startPlaceholder={t('startDate')}
            endPlaceholder={t('endDate')}
            value={range}
            clearable
            onChange={(value) => {
              setRange(Array.isArray(value) && value.length === 2 ? [value[0]!, value[1]!] : null);
              setCursors([]);
            }}
          />
        </div>
        <button
          type="button"
          className="button record-export"
          data-action="export-csv"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? t('exporting') : t('exportCsv')}
        </button>
      </fieldset>
      {exportError ? (
        <p role="alert" className="asset-error">
          {exportError}
        </p>
      ) : null}
      {page.isError ? (
        <div role="alert" className="asset-state">
          <p>{failureText(page.error)}</p>
          <button type="button" className="button" onClick={() => void page.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <ScrollingTable label={label} testId={`records-${kind.id}`}>
          <Table
            aria-label={label}
            columns={columns}
            data={rows}
            rowKey={(row) => rowKeyOf(kind, row)}
            height={tableHeight(rows.length)}
            emptyText={page.isPending ? t('loading') : t('noRecords')}
          />
        </ScrollingTable>
      )}
      <nav className="record-pager" aria-label={`${label}: ${t('pagination')}`}>
        <button
          type="button"
          className="button"
          data-page="newer"
          disabled={cursors.length === 0}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          {t('previousPage')}
        </button>
        <span aria-live="polite" data-testid="record-page">
          {t('pageLabel', { page: cursors.length + 1 })}
        </span>
        <button
          type="button"
          className="button"
          data-page="older"
          disabled={!hasOlder}
          onClick={() => {
            const last = rows.at(-1)?.[kind.cursor];
            if (last !== undefined) setCursors((list) => [...list, last]);
          }}
        >
          {t('nextPage')}
        </button>
      </nav>
    </div>
  );
}
