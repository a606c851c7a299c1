// A Chromium performance trace of a page's main thread over the DevTools protocol (`Tracing`),
// summed by trace event: how much of each second the renderer's main thread spent in tasks, and
// which events (script by function, style, layout, paint, ...) took that time, as self time.
// Used by the browser benches to attribute the main thread's time; it times nothing itself.
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { functionName?: string; url?: string; lineNumber?: number; type?: string };
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
];

/** An event's label: script events by the function they ran, the rest by name. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'FunctionCall' && data?.functionName !== undefined) {
    const file = (data.url ?? '').split('/').pop() || '(page)';
    return `FunctionCall ${data.functionName || '(anonymous)'}@${file}:${(data.lineNumber ?? 0) + 1}`;
  }
  if (event.name === 'EventDispatch' && data?.type !== undefined) return `EventDispatch ${data.type}`;
  return event.name;
}

export async function startMainThreadTrace(cdp: CDPSession) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (payload) => events.push(...(payload.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordContinuously' },
    transferMode: 'ReportEvents',
  });
  const started = Date.now();
  return {
    async stop() {
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await done;
      return { seconds: (Date.now() - started) / 1000, events };
    },
  };
}

/**
 * Prints the main thread's task time per second and the heaviest events by self time (an event's
 * duration less that of the events nested in it), in ms per second of the measured span.
 */
export function printMainThreadTrace(
  { seconds, events }: { seconds: number; events: TraceEvent[] },
  top = 30,
) {
  const main = events.find((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  if (main === undefined) {
    console.log('trace: no renderer main thread found');
    return;
  }
  const spans = events
    .filter(
      (event) =>
        event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; label: string }[] = [];
  let tasks = 0;
  for (const event of spans) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && stack[stack.length - 1]!.end <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const label = labelOf(event);
    if (parent === undefined) tasks += event.dur ?? 0;
    else self.set(parent.label, (self.get(parent.label) ?? 0) - (event.dur ?? 0));
    self.set(label, (self.get(label) ?? 0) + (event.dur ?? 0));
    stack.push({ end, label });
  }
  const perSecond = (micros: number) => `${(micros / 1000 / seconds).toFixed(1)} ms/s`;
  console.log(
    `trace: main thread in tasks ${perSecond(tasks)} (wall time, throttled); heaviest by self time:`,
  );
  for (const [label, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${perSecond(micros).padStart(12)}  ${label}`);
  }
}
