import { type ReactNode, useId, useState } from 'react';
import { ActionSheet } from '../action-sheet/index.ts';
import { Alert } from '../alert/index.ts';
import { Autocomplete } from '../autocomplete/index.ts';
import { CheckboxGroup } from '../checkbox-group/index.ts';
import { DatePicker } from '../date-picker/index.ts';
import { Drawer, type DrawerDirection } from '../drawer/index.ts';
import { ImageViewer } from '../image-viewer/index.ts';
import { Input } from '../input/index.ts';
import { MESSAGE_TYPES } from '../internal/status-icon.tsx';
import { LoadingMask } from '../loading-mask/index.ts';
import { MessageBox } from '../message-box/index.ts';
import { notify } from '../notification/index.ts';
import { NumberField } from '../number-field/index.ts';
import { Pagination } from '../pagination/index.ts';
import { QRCode } from '../qr-code/index.ts';
import { SegmentedControl } from '../segmented-control/index.ts';
import { Select } from '../select/index.ts';
import { Slider } from '../slider/index.ts';
import { Switch } from '../switch/index.ts';
import { Table, type TableColumn } from '../table/index.ts';
import { Tabs } from '../tabs/index.ts';
import { TimePicker } from '../time-picker/index.ts';
import { TimeSelect } from '../time-select/index.ts';
import { toast } from '../toast/index.ts';
import { Tooltip } from '../tooltip/index.ts';
import { WidgetHost } from '../widget-host/index.ts';
import { type MarketRow, sampleImage, sampleMarkets, TREE_MARKETS } from './gallery-data.ts';

/** Every widget the gallery shows, in page order; the test checks each has a section. */
export const GALLERY_WIDGETS = [
  'LoadingMask',
  'MessageBox',
  'Toast',
  'Notification',
  'Drawer',
  'Tooltip',
  'Table',
  'Tabs',
  'Alert',
  'ImageViewer',
  'CheckboxGroup',
  'Input',
  'Pagination',
  'QRCode',
  'Select',
  'DatePicker',
  'TimePicker',
  'TimeSelect',
  'ActionSheet',
  'Autocomplete',
  'SegmentedControl',
  'Slider',
  'NumberField',
  'Switch',
] as const;

function Demo({ name, children }: { name: (typeof GALLERY_WIDGETS)[number]; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="tl-gallery__section" aria-labelledby={headingId} data-widget={name}>
      <h2 id={headingId} className="tl-gallery__heading">
        {name}
      </h2>
      <div className="tl-gallery__demos">{children}</div>
    </section>
  );
}

function Button({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="tl-button" onClick={onClick}>
      {children}
    </button>
  );
}

function LoadingMaskDemo() {
  const [loading, setLoading] = useState(true);
  const showFullscreen = () => {
    const mask = LoadingMask.service({ fullscreen: true });
    setTimeout(() => mask.close(), 1500);
  };
  return (
    <Demo name="LoadingMask">
      <LoadingMask loading={loading} className="tl-gallery__box">
        <p>Order book snapshot</p>
      </LoadingMask>
      <Button onClick={() => setLoading((value) => !value)}>Toggle area mask</Button>
      <Button onClick={showFullscreen}>Fullscreen mask (1.5 s)</Button>
    </Demo>
  );
}

function MessageBoxDemo() {
  const [outcome, setOutcome] = useState('');
  const report = (promise: Promise<unknown>) =>
    promise.then(
      (value) => setOutcome(`resolved: ${JSON.stringify(value)}`),
      (action: unknown) => setOutcome(`rejected: ${String(action)}`),
    );
  return (
    <Demo name="MessageBox">
      <Button
        onClick={() =>
          report(MessageBox.alert('Your session will expire in 5 minutes.', undefined, { type: 'warning' }))
        }
      >
        Alert
      </Button>
      <Button
        onClick={() =>
          report(MessageBox.confirm('Cancel all 3 open orders?', undefined, { type: 'info', size: 'small' }))
        }
      >
        Confirm
      </Button>
      <Button
        onClick={() =>
          report(
            MessageBox.prompt('Email for the trade report', undefined, { inputPattern: /^\S+@\S+\.\S+$/ }),
          )
        }
      >
        Prompt
      </Button>
      <Button
        onClick={() => {
          report(MessageBox.alert('First in the queue: funding settled.'));
          report(MessageBox.confirm('Second in the queue: close the position?'));
        }}
      >
        Queue two
      </Button>
      <Button
        onClick={() =>
          report(MessageBox.confirm('Compact variant at 15vh', undefined, { top: '15vh', size: 'large' }))
        }
      >
        Large, 15vh
      </Button>
      <output className="tl-gallery__output">{outcome}</output>
    </Demo>
  );
}

function ToastDemo() {
  return (
    <Demo name="Toast">
      {MESSAGE_TYPES.map((type) => (
        <Button key={type} onClick={() => toast({ message: `Toast: ${type}`, type })}>
          {type}
        </Button>
      ))}
    </Demo>
  );
}

function NotificationDemo() {
  return (
    <Demo name="Notification">
      {MESSAGE_TYPES.map((type) => (
        <Button
          key={type}
          onClick={() => notify({ title: 'Order update', message: `Notification: ${type}`, type })}
        >
          {type}
        </Button>
      ))}
      <Button
        onClick={() => notify({ title: 'Bottom left', message: 'Another corner', position: 'bottom-left' })}
      >
        bottom-left
      </Button>
    </Demo>
  );
}

function DrawerDemo() {
  const [direction, setDirection] = useState<DrawerDirection | null>(null);
  return (
    <Demo name="Drawer">
      {(['rtl', 'ltr', 'ttb', 'btt'] as const).map((value) => (
        <Button key={value} onClick={() => setDirection(value)}>
          {value}
        </Button>
      ))}
      <Drawer
        open={direction !== null}
        direction={direction ?? 'rtl'}
        title="Preferences"
        onClose={() => setDirection(null)}
      >
        <p>Slides in from {direction}; 30% of the viewport.</p>
      </Drawer>
    </Demo>
  );
}

function TooltipDemo() {
  return (
    <Demo name="Tooltip">
      {(['top', 'bottom', 'left', 'right'] as const).map((placement) => (
        <Tooltip
          key={placement}
          placement={placement}
          content={`Tooltip on the ${placement}; at most 300 px wide.`}
        >
          <button type="button" className="tl-button">
            {placement}
          </button>
        </Tooltip>
      ))}
    </Demo>
  );
}

const MARKET_COLUMNS: TableColumn<MarketRow>[] = [
  { key: 'symbol', title: 'Pair', sortable: true, width: 160 },
  {
    key: 'price',
    title: 'Price',
    sortable: true,
    align: 'end',
    render: (row) => <bdi>{row.price.toFixed(2)}</bdi>,
  },
  {
    key: 'change',
    title: 'Change',
    sortable: true,
    align: 'end',
    render: (row) => <bdi data-sign={Math.sign(row.change)}>{row.change.toFixed(2)}%</bdi>,
  },
  { key: 'volume', title: 'Volume', sortable: true, align: 'end' },
];

function TableDemo() {
  const [manyMarkets] = useState(() => sampleMarkets(10_000));
  return (
    <Demo name="Table">
      <Table
        aria-label="10,000 markets"
        columns={MARKET_COLUMNS}
        data={manyMarkets}
        rowKey={(row) => row.symbol}
        height={320}
        defaultSort={{ key: 'volume', order: 'descending' }}
        summary={(rows) => ({
          symbol: `${rows.length} rows`,
          volume: rows.reduce((sum, row) => sum + row.volume, 0),
        })}
      />
      <Table
        aria-label="Markets by quote currency"
        columns={MARKET_COLUMNS}
        data={TREE_MARKETS}
        rowKey={(row) => row.symbol}
        childrenOf={(row) => row.children}
        defaultExpandAll
        height={220}
      />
      <Table
        aria-label="Empty"
        columns={MARKET_COLUMNS}
        data={[]}
        rowKey={(row) => row.symbol}
        height={140}
      />
    </Demo>
  );
}

function TabsDemo() {
  return (
    <Demo name="Tabs">
      <Tabs
        aria-label="Orders"
        items={[
          { value: 'open', label: 'Open orders', content: 'No open orders.' },
          { value: 'history', label: 'Order history', content: 'Filled and cancelled orders.' },
          { value: 'locked', label: 'Disabled', content: '', disabled: true },
          { value: 'trades', label: 'Trades', content: 'Your fills.' },
        ]}
      />
    </Demo>
  );
}

function AlertDemo() {
  return (
    <Demo name="Alert">
      {MESSAGE_TYPES.map((type) => (
        <Alert
          key={type}
          type={type}
          title={`Alert: ${type}`}
          description="With a description line."
          showIcon
        />
      ))}
      <Alert type="info" effect="dark" title="Dark effect, not closable" closable={false} />
    </Demo>
  );
}

const IMAGES = [sampleImage('BTC', 30), sampleImage('ETH', 230), sampleImage('SOL', 280)];

function ImageViewerDemo() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <Demo name="ImageViewer">
      {IMAGES.map((url, position) => (
        <button key={url} type="button" className="tl-gallery__thumb" onClick={() => setIndex(position)}>
          <img src={url} alt={`Sample ${position + 1}`} width={96} height={60} />
        </button>
      ))}
      {index !== null && <ImageViewer urls={IMAGES} initialIndex={index} onClose={() => setIndex(null)} />}
    </Demo>
  );
}

function CheckboxGroupDemo() {
  return (
    <Demo name="CheckboxGroup">
      <CheckboxGroup
        aria-label="Markets, 1 to 2"
        min={1}
        max={2}
        defaultValue={['spot']}
        options={[
          { value: 'spot', label: 'Spot' },
          { value: 'margin', label: 'Margin' },
          { value: 'futures', label: 'Futures' },
          { value: 'earn', label: 'Earn', disabled: true },
        ]}
      />
    </Demo>
  );
}

function InputDemo() {
  return (
    <Demo name="Input">
      <Input aria-label="Nickname" placeholder="Nickname" maxLength={20} showWordLimit clearable />
      <Input aria-label="Memo" type="textarea" placeholder="Memo" maxLength={100} showWordLimit />
      <Input aria-label="Invalid" defaultValue="not-an-address" invalid />
      <Input aria-label="Disabled" defaultValue="Disabled" disabled />
    </Demo>
  );
}

function PaginationDemo() {
  return (
    <Demo name="Pagination">
      <Pagination total={1000} layout={['total', 'sizes', 'prev', 'pager', 'next', 'jumper']} />
      <Pagination total={50} disabled aria-label="Disabled pagination" />
    </Demo>
  );
}

function QRCodeDemo() {
  const [expired, setExpired] = useState(true);
  const [value, setValue] = useState('https://tideline.example/login?k=1');
  return (
    <Demo name="QRCode">
      <QRCode value="https://tideline.example/app" label="Download the app" size={128} />
      <QRCode
        value={value}
        label="Log in with the app"
        size={128}
        status={expired ? 'expired' : 'active'}
        onRefresh={() => {
          setValue(`https://tideline.example/login?k=${Date.now()}`);
          setExpired(false);
        }}
      />
      <Button onClick={() => setExpired(true)}>Expire</Button>
    </Demo>
  );
}

const PAIRS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'XRP/USDT', 'TON/USDT'].map((label) => ({
  value: label,
  label,
}));

/** The autocomplete demo's "remote" search: the pairs above, answered a moment later as a server would. */
function suggestPairs(query: string, signal: AbortSignal) {
  return new Promise<{ key: string; label: string }[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      const needle = query.toLowerCase();
      resolve(
        PAIRS.filter((pair) => pair.label.toLowerCase().includes(needle)).map((pair) => ({
          key: pair.value,
          label: pair.label,
        })),
      );
    }, 400);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

function PickersDemo() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetChoice, setSheetChoice] = useState('');
  const [picked, setPicked] = useState('');
  return (
    <>
      <Demo name="Select">
        <Select aria-label="Pair" options={PAIRS} clearable filterable />
        <Select aria-label="Pairs" options={PAIRS} multiple collapseTags multipleLimit={3} />
        <Select aria-label="Watchlist" options={PAIRS} multiple filterable multipleLimit={2} />
        <Select aria-label="Disabled pair" options={PAIRS} disabled />
      </Demo>
      <Demo name="DatePicker">
        <DatePicker aria-label="Date" />
        <DatePicker aria-label="Weekday" disabledDate={isWeekend} />
        <DatePicker aria-label="Date range" type="daterange" />
        <DatePicker aria-label="Month" type="month" />
        <DatePicker aria-label="Week" type="week" />
      </Demo>
      <Demo name="TimePicker">
        <TimePicker aria-label="Time" />
        <TimePicker aria-label="Time range" isRange />
      </Demo>
      <Demo name="TimeSelect">
        <TimeSelect aria-label="Slot" start="09:00" end="18:00" step="00:30" />
      </Demo>
      <Demo name="ActionSheet">
        <Button onClick={() => setSheetOpen(true)}>Open action sheet</Button>
        <output className="tl-gallery__output">{sheetChoice}</output>
        <ActionSheet
          open={sheetOpen}
          title="Pair"
          items={PAIRS.map((pair) => ({
            key: pair.value,
            label: pair.label,
            selected: pair.value === sheetChoice,
          }))}
          onSelect={(key) => {
            setSheetChoice(key);
            setSheetOpen(false);
          }}
          onClose={() => setSheetOpen(false)}
        />
      </Demo>
      <Demo name="Autocomplete">
        <Autocomplete
          aria-label="Search pairs"
          placeholder="Coin or pair"
          fetchSuggestions={suggestPairs}
          onSelect={(item) => setPicked(item.label)}
        />
        <output className="tl-gallery__output">{picked}</output>
      </Demo>
    </>
  );
}

function SegmentedControlDemo() {
  const [kind, setKind] = useState<'limit' | 'market' | 'stop' | 'trigger'>('limit');
  return (
    <Demo name="SegmentedControl">
      <SegmentedControl
        aria-label="Order type"
        value={kind}
        onValueChange={setKind}
        options={[
          { value: 'limit', label: 'Limit' },
          { value: 'market', label: 'Market' },
          { value: 'stop', label: 'Stop', disabled: true },
          { value: 'trigger', label: 'Trigger' },
        ]}
      />
      <SegmentedControl
        aria-label="Margin mode"
        value="isolated"
        onValueChange={() => undefined}
        disabled
        options={[
          { value: 'isolated', label: 'Isolated' },
          { value: 'cross', label: 'Cross' },
        ]}
      />
    </Demo>
  );
}

const LEVERAGE_MARKS = [1, 25, 50, 75, 100, 125];
const PERCENT_MARKS = [0, 25, 50, 75, 100];

function SliderDemo() {
  const [leverage, setLeverage] = useState(20);
  const [percent, setPercent] = useState(0);
  return (
    <Demo name="Slider">
      <div className="tl-gallery__slider">
        <Slider
          aria-label="Leverage"
          min={1}
          max={125}
          marks={LEVERAGE_MARKS}
          formatValue={(value) => `${value}x`}
          value={leverage}
          onValueChange={setLeverage}
        />
      </div>
      <div className="tl-gallery__slider">
        <Slider
          aria-label="Percent of balance"
          marks={PERCENT_MARKS}
          pageStep={25}
          formatValue={(value) => `${value}%`}
          value={percent}
          onValueChange={setPercent}
        />
      </div>
      <div className="tl-gallery__slider">
        <Slider aria-label="Disabled slider" disabled value={40} onValueChange={() => undefined} />
      </div>
    </Demo>
  );
}

function NumberFieldDemo() {
  const [price, setPrice] = useState('64250.50');
  const [leverage, setLeverage] = useState('20');
  return (
    <Demo name="NumberField">
      <NumberField
        aria-label="Price"
        decimals={2}
        step="0.5"
        min="0"
        value={price}
        onValueChange={setPrice}
      />
      <NumberField
        aria-label="Leverage"
        decimals={0}
        min="1"
        max="125"
        suffix="x"
        value={leverage}
        onValueChange={setLeverage}
      />
      <NumberField aria-label="Disabled amount" value="1.5" onValueChange={() => undefined} disabled />
    </Demo>
  );
}

function SwitchDemo() {
  const [hide, setHide] = useState(false);
  return (
    <Demo name="Switch">
      <Switch checked={hide} onCheckedChange={setHide}>
        Hide small balances
      </Switch>
      <Switch checked onCheckedChange={() => undefined} disabled>
        Order confirmations
      </Switch>
    </Demo>
  );
}

/**
 * The design-system gallery (served at /design-system): every widget in its main states, in the
 * locale of the surrounding `WidgetLocaleProvider` and the theme of the nearest `data-theme`.
 */
export function Gallery() {
  return (
    <div className="tl-gallery">
      <WidgetHost />
      <LoadingMaskDemo />
      <MessageBoxDemo />
      <ToastDemo />
      <NotificationDemo />
      <DrawerDemo />
      <TooltipDemo />
      <TableDemo />
      <TabsDemo />
      <AlertDemo />
      <ImageViewerDemo />
      <CheckboxGroupDemo />
      <InputDemo />
      <PaginationDemo />
      <QRCodeDemo />
      <PickersDemo />
      <SegmentedControlDemo />
      <SliderDemo />
      <NumberFieldDemo />
      <SwitchDemo />
    </div>
  );
}
