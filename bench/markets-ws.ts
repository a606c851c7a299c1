/**
 * WebSocket fan-out: 1,000 clients subscribe to one symbol's depth and trades while the simulator
 * runs. Prints messages per second delivered (all clients together) and the delay from the moment
 * the server built a message (`ts`) to its arrival, p50/p99. Clients and server share this process
 * (and the machine's cores), so the delay is an upper bound of what separate clients would see.
 */
import WebSocket from 'ws';
import { percentile, startBenchServer } from './markets-support.ts';
import { printSummary } from './summary.ts';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

const server = await startBenchServer({ MARKETS_SIM_TICK_MS: '100' });
const wsUrl = `${server.baseUrl.replace('http', 'ws')}/ws`;
const delays: number[] = [];
let messages = 0;
let measuring = false;

const sockets: WebSocket[] = [];
for (let i = 0; i < CLIENTS; i += 1) {
  const socket = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.on('message', (data) => {
    if (!measuring) return;
    const message = JSON.parse(String(data)) as {
      channel?: string;
      ts?: number;
      data?: Array<{ ts: number }>;
    };
    messages += 1;
    if (message.channel === 'depth' && message.ts !== undefined) delays.push(Date.now() - message.ts);
  });
  socket.send(
    JSON.stringify({
      op: 'subscribe',
      args: [
        { channel: 'depth', symbol: 'BTCUSDT', step: '0.01' },
        { channel: 'trades', symbol: 'BTCUSDT' },
      ],
    }),
  );
  sockets.push(socket);
}
await new Promise((resolve) => setTimeout(resolve, 1000));
measuring = true;
const started = Date.now();
await new Promise((resolve) => setTimeout(resolve, DURATION_MS));
measuring = false;
const elapsed = (Date.now() - started) / 1000;
delays.sort((a, b) => a - b);
const connected = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
console.log(
  `markets WebSocket fan-out, ${CLIENTS} clients on BTCUSDT depth + trades, ${server.backend}, ${elapsed.toFixed(1)} s`,
);
console.table([
  {
    'clients still connected': connected,
    'messages/s delivered': Math.round(messages / elapsed),
    'messages per client/s': (messages / elapsed / CLIENTS).toFixed(1),
    'p50 delay ms': percentile(delays, 50),
    'p99 delay ms': percentile(delays, 99),
    'max delay ms': delays.at(-1),
  },
]);
printSummary(
  `${connected} of ${CLIENTS} clients connected, ${Math.round(messages / elapsed)} messages/s delivered, delay p50 ${percentile(delays, 50)} ms p99 ${percentile(delays, 99)} ms`,
);
for (const socket of sockets) socket.terminate();
await server.close();
process.exit(0);
