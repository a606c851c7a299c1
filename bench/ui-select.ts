// Tideline's Select against Ant Design's Select doing the same task in one process: mount a
// searchable select of 10,000 options, open it, then filter it by typing "Option 99" (111 matches).
// Both are virtualised. Both run in the same jsdom document, alternating which goes first each
// round; each step is timed until its result is in the DOM. Medians and antd / Tideline are printed.
// Run: npm run bench -- ui-select   (BENCH_ROUNDS sets the rounds, default 7)
import { closeBrowser, win } from './jsdom-browser.ts';
import { printSummary } from './summary.ts';

const { createElement } = await import('react');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const { Select: TidelineSelect } = await import('@tideline/ui');
const { Select: AntSelect } = await import('antd');

const OPTION_COUNT = 10_000;
const QUERY = 'Option 99';
const EXPECTED_FIRST = 'Option 99';
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const options = Array.from({ length: OPTION_COUNT }, (_, index) => ({
  value: index,
  label: `Option ${index}`,
}));

interface Contender {
  name: string;
  element: () => ReturnType<typeof createElement>;
  open: (container: HTMLElement) => void;
  input: (container: HTMLElement) => HTMLInputElement;
  optionTexts: () => string[];
}

const tideline: Contender = {
  name: 'Tideline Select',
  element: () => createElement(TidelineSelect<number>, { 'aria-label': 'Pick', filterable: true, options }),
  open: (container) => tideline.input(container).click(),
  input: (container) => container.querySelector<HTMLInputElement>('input[role="combobox"]')!,
  optionTexts: () =>
    [...document.querySelectorAll('.tl-select__menu [role="option"]')].map((node) => node.textContent ?? ''),
};

const antd: Contender = {
  name: 'Ant Design Select (virtual)',
  element: () =>
    createElement(AntSelect<number>, {
      showSearch: true,
      options,
      style: { width: 240 },
      optionFilterProp: 'label',
    }),
  open: (container) => {
    const selector = container.querySelector<HTMLElement>(
      '.ant-select-selector, .ant-select-content, .ant-select',
    )!;
    selector.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    selector.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
    selector.click();
  },
  input: (container) => container.querySelector<HTMLInputElement>('input')!,
  optionTexts: () =>
    [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map(
      (node) => node.textContent ?? '',
    ),
};

/** Types the whole query at once the way React sees a keystroke: native setter, then an input event. */
function typeText(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new win.Event('input', { bubbles: true }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Time from the action until `done` holds, letting timers and effects run in between. */
async function timeUntil(action: () => void, done: () => boolean): Promise<number> {
  const start = performance.now();
  flushSync(action);
  for (let tries = 0; !done() && tries < 1000; tries += 1) await nextTask();
  if (!done()) throw new Error('the widget never reached the expected state');
  return performance.now() - start;
}

interface Timing {
  mount: number;
  open: number;
  filter: number;
  shownAfterOpen: number;
  firstAfterFilter: string;
}

async function runOnce(contender: Contender): Promise<Timing> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const mount = await timeUntil(
    () => root.render(contender.element()),
    () => Boolean(contender.input(container)),
  );
  const open = await timeUntil(
    () => contender.open(container),
    () => contender.optionTexts().length > 0,
  );
  const shownAfterOpen = contender.optionTexts().length;
  const filter = await timeUntil(
    () => typeText(contender.input(container), QUERY),
    () => contender.optionTexts()[0] === EXPECTED_FIRST && !contender.optionTexts().includes('Option 0'),
  );
  const timing = { mount, open, filter, shownAfterOpen, firstAfterFilter: contender.optionTexts()[0] ?? '' };
  flushSync(() => root.unmount());
  container.remove();
  for (const leftover of [...document.body.children]) leftover.remove();
  return timing;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

await runOnce(tideline);
await runOnce(antd);

const results = new Map<Contender, Timing[]>([
  [tideline, []],
  [antd, []],
]);
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? [tideline, antd] : [antd, tideline];
  for (const contender of order) results.get(contender)?.push(await runOnce(contender));
}

const summary = (contender: Contender) => {
  const timings = results.get(contender) ?? [];
  return {
    mount: median(timings.map((timing) => timing.mount)),
    open: median(timings.map((timing) => timing.open)),
    filter: median(timings.map((timing) => timing.filter)),
    shown: timings[0]?.shownAfterOpen ?? 0,
    first: timings[0]?.firstAfterFilter ?? '',
  };
};
const ours = summary(tideline);
const theirs = summary(antd);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (peer: number, own: number) => `${(peer / own).toFixed(2)}x`;
const row = (own: number, peer: number) => ({
  Tideline: ms(own),
  antd: ms(peer),
  'antd / Tideline': ratio(peer, own),
});
console.log(`Select with ${OPTION_COUNT.toLocaleString('en')} options in jsdom, median of ${rounds} rounds`);
console.table({
  mount: row(ours.mount, theirs.mount),
  'open the menu': row(ours.open, theirs.open),
  [`filter "${QUERY}"`]: row(ours.filter, theirs.filter),
  'open + filter': row(ours.open + ours.filter, theirs.open + theirs.filter),
});
console.log(`options in the DOM after opening: Tideline ${ours.shown}, antd ${theirs.shown}`);
console.log(`first option after filtering: Tideline ${ours.first}, antd ${theirs.first}`);
printSummary(
  `${OPTION_COUNT.toLocaleString('en')}-option select, antd / Tideline: mount ${ratio(theirs.mount, ours.mount)}, open ${ratio(theirs.open, ours.open)}, filter ${ratio(theirs.filter, ours.filter)}`,
);
closeBrowser();
