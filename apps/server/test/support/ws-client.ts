import { crc32 } from 'node:zlib';
import WebSocket from 'ws';

/** Test stand-in for a third-party client: follows docs/protocol-markets.md, not the server code. */
export interface DepthMessage {
  channel: 'depth';
  symbol: string;
  step: string;
  action: 'snapshot' | 'update';
  seq: number;
  prevSeq: number | null;
  checksum: number;
  bids: Array<[string, string]>;
  asks: Array<[string, string]>;
}

export class LocalBook {
  readonly bids = new Map<string, string>();
  readonly asks = new Map<string, string>();
  seq = 0;

  apply(message: DepthMessage): void {
    if (message.action === 'snapshot') {
      this.bids.clear();
      this.asks.clear();
    } else if (message.prevSeq !== this.seq) {
      throw new Error(`gap: had ${this.seq}, update follows ${message.prevSeq}`);
    }
    for (const [side, levels] of [
      [this.bids, message.bids],
      [this.asks, message.asks],
    ] as const) {
      for (const [price, size] of levels) {
        if (Number(size) === 0) side.delete(price);
        else side.set(price, size);
      }
    }
    this.seq = message.seq;
  }

  sorted(side: 'bids' | 'asks'): Array<[string, string]> {
    const levels = [...this[side]];
    levels.sort((a, b) => (side === 'bids' ? Number(b[0]) - Number(a[0]) : Number(a[0]) - Number(b[0])));
    return levels;
  }

  checksum(): number {
    const bids = this.sorted('bids');
    const asks = this.sorted('asks');
    const parts: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const bid = bids[i];
      const ask = asks[i];
      if (bid) parts.push(bid[0], bid[1]);
      if (ask) parts.push(ask[0], ask[1]);
    }
    return crc32(parts.join(':'));
  }
}

export class WsClient {
  readonly messages: Array<Record<string, unknown>> = [];
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Record<string, unknown>);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(baseUrl: string, cookie?: string): Promise<WsClient> {
    const socket = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/ws`,
      cookie ? { headers: { cookie } } : {},
    );
    const client = new WsClient(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Resolves with the first message (from `from` on) that matches. */
  async next(
    match: (message: Record<string, unknown>) => boolean,
    from = 0,
    timeoutMs = 10_000,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    let index = from;
    for (;;) {
      for (; index < this.messages.length; index += 1)
        if (match(this.messages[index]!)) return this.messages[index]!;
      if (Date.now() > deadline) throw new Error('no matching message arrived');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): void {
    this.socket.terminate();
  }
}
