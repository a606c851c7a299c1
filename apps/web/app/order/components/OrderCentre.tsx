import { longCallClient } from '@tideline/core/request';
import { DatePicker, SegmentedControl, Select, Tabs } from '@tideline/ui';
import { useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { useFailureText } from '../../asset/use-failure-text.ts';
import { downloadCsv } from '../../record/model/csv.ts';
import { fileDate } from '../../record/model/display-time.ts';
import { dayRange, EXPORT_MAX_ROWS } from '../../record/model/record-kinds.ts';
import { useSymbolChoices } from '../../record/use-symbol-choices.ts';
import { useOrderText } from '../i18n/use-order-text.ts';
import { CSV_FILE, orderCsv } from '../model/order-csv.ts';
import type { FinishedStatus, OrderFilter, OrderSide, OrderTab, VenueId } from '../model/order-rows.ts';
import { venueShown } from '../model/row-filter.ts';
import { exportRows } from '../venues/export-rows.ts';
import { ORDER_VENUES } from '../venues/index.ts';
import { OpenOrdersPanel } from './OpenOrdersPanel.tsx';
import { historyColumns, tradeColumns } from './order-columns.tsx';
import { RecordPanel } from './RecordPanel.tsx';

type Choice = { value: string; label: string };

/** The order centre: venue switch, filters and CSV export over the three tabs. */
export function OrderCentre() {
  const t = useOrderText();
  const ids = useId();
  const client = useApiClient();
  const failureText = useFailureText();
  const [tab, setTab] = useState<OrderTab>('open');
  const [venue, setVenue] = useState<VenueId | 'all'>('all');
  const [symbol, setSymbol] = useState('');
  const [side, setSide] = useState('');
  const [status, setStatus] = useState('');
  const [range, setRange] = useState<[Date, Date] | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const spotSymbols = useSymbolChoices('spot');
  const futuresSymbols = useSymbolChoices('futures');

  const filter: OrderFilter = {
    venue,
    symbol: symbol === '' ? undefined : symbol,
    side: side === '' ? undefined : (side as OrderSide),
    status: tab === 'history' && status !== '' ? (status as FinishedStatus) : undefined,
    ...dayRange(range),
  };
  const filterKey = JSON.stringify(filter);
  const symbols = [
    ...new Set(
      ORDER_VENUES.filter((item) => venueShown(filter, item.id)).flatMap((item) =>
        item.market === 'spot' ? spotSymbols : futuresSymbols,
      ),
    ),
  ].sort();

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const csv = orderCsv(
        await exportRows(longCallClient(client), ORDER_VENUES, tab, filter, EXPORT_MAX_ROWS),
      );
      downloadCsv(`${CSV_FILE[tab]}-${fileDate(new Date())}.csv`, csv);
    } catch (failure) {
      setExportError(failureText(failure));
    } finally {
      setExporting(false);
    }
  };

  const option = (value: string, text: string): Choice => ({ value, label: text });
  const selects: Array<{
    name: string;
    label: string;
    value: string;
    set: (v: string) => void;
    options: Choice[];
  }> = [
    {
      name: 'symbol',
      label: t('symbol'),
      value: symbols.includes(symbol) ? symbol : '',
      set: setSymbol,
      options: [option('', t('allSymbols')), ...symbols.map((item) => option(item, item))],
    },
    {
      name: 'side',
      label: t('side'),
      value: side,
      set: setSide,
      options: [option('', t('allSides')), option('buy', t('buy')), option('sell', t('sell'))],
    },
  ];
  if (tab === 'history')
    selects.push({
      name: 'status',
      label: t('status'),
      value: status,
      set: setStatus,
      options: [
        option('', t('allStatuses')),
        option('filled', t('filled')),
        option('cancelled', t('cancelled')),
      ],
    });

  const withVenue = venue === 'all';
  const tabs = [
    {
      value: 'open',
      label: t('openOrders'),
      content: <OpenOrdersPanel key={filterKey} filter={filter} label={t('openOrders')} />,
    },
    {
      value: 'history',
      label: t('orderHistory'),
      content: (
        <RecordPanel
          key={filterKey}
          id="history"
          records={(item) => item.history}
          columns={historyColumns(t, withVenue)}
          filter={filter}
          label={t('orderHistory')}
          emptyText={t('noOrders')}
        />
      ),
    },
    {
      value: 'trades',
      label: t('tradeHistory'),
      content: (
        <RecordPanel
          key={filterKey}
          id="trades"
          records={(item) => item.trades}
          columns={tradeColumns(t, withVenue)}
          filter={filter}
          label={t('tradeHistory')}
          emptyText={t('noTrades')}
        />
      ),
    },
  ];

  return (
    <div className="asset-card order-centre">
      <SegmentedControl<VenueId | 'all'>
        className="order-venues"
        itemClassName="order-venues__option"
        aria-label={t('venue')}
        options={[
          { value: 'all', label: t('allVenues') },
          ...ORDER_VENUES.map((item) => ({ value: item.id, label: t(item.label) })),
        ]}
        value={venue}
        onValueChange={setVenue}
      />
      <fieldset className="record-filters">
        <legend className="asset-sr-only">{t('filters')}</legend>
        {selects.map((select) => (
          <div className="asset-field" key={select.name}>
            <span id={`${ids}-${select.name}`}>{select.label}</span>
            <Select<string>
              aria-labelledby={`${ids}-${select.name}`}
              name={select.name}
              options={select.options}
              placeholder={select.options[0]?.label}
              value={select.value}
              onChange={(value) => select.set(typeof value === 'string' ? value : '')}
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
            onChange={(value) =>
              setRange(Array.isArray(value) && value.length === 2 ? [value[0]!, value[1]!] : null)
            }
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
      <Tabs
        aria-label={t('sections')}
        items={tabs}
        value={tab}
        onValueChange={(value) => setTab(value as OrderTab)}
      />
    </div>
  );
}
