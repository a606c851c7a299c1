// Where a page's main thread spends its time, read over the Chrome DevTools Protocol: the
// renderer's own counters (script, style, layout, tasks) and a sampling CPU profile summed by
// function. Used by the browser benches to point at what to make cheaper; it times nothing itself.
import type { CDPSession } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface MainThreadProfile {
  seconds: number;
  metrics: Map<string, number>;
  cpu: CpuProfile;
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

async function readMetrics(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return new Map(metrics.map((metric) => [metric.name, metric.value]));
}

export async function startMainThreadProfile(cdp: CDPSession) {
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const before = await readMetrics(cdp);
  const started = Date.now();
  await cdp.send('Profiler.start');
  return {
    async stop(): Promise<MainThreadProfile> {
      const { profile } = await cdp.send('Profiler.stop');
      const after = await readMetrics(cdp);
      const metrics = new Map<string, number>();
      for (const name of METRICS) metrics.set(name, (after.get(name) ?? 0) - (before.get(name) ?? 0));
      return { seconds: (Date.now() - started) / 1000, metrics, cpu: profile as CpuProfile };
    },
  };
}

function shortUrl(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1) || '(native)';
}

export function printMainThreadProfile({ seconds, metrics, cpu }: MainThreadProfile, top = 25): void {
  const perSecond = (name: string) => `${(((metrics.get(name) ?? 0) / seconds) * 1000).toFixed(0)} ms/s`;
  console.log(
    `main thread: tasks ${perSecond('TaskDuration')}, script ${perSecond('ScriptDuration')}, ` +
      `style ${perSecond('RecalcStyleDuration')}, layout ${perSecond('LayoutDuration')} (thread time, throttled)`,
  );
  const byNode = new Map(cpu.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  cpu.samples.forEach((id, index) => {
    const node = byNode.get(id);
    if (node === undefined) return;
    const delta = cpu.timeDeltas[index] ?? 0;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    total += delta;
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    byFile.set(shortUrl(url), (byFile.get(shortUrl(url)) ?? 0) + delta);
  });
  const share = (micros: number) => `${((micros / total) * 100).toFixed(1)}%`;
  console.log(`busy samples by file (${(total / 1000).toFixed(0)} ms sampled):`);
  for (const [file, micros] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${share(micros).padStart(6)}  ${file}`);
  }
  console.log('heaviest functions by self time:');
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${share(micros).padStart(6)}  ${key}`);
  }
}
