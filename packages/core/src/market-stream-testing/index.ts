// A markets socket answered by hand, for the tests of whatever opens one (the stream client, the
// web app's depth engine); no test of it reaches a network.
import type { StreamSocket } from '../market-stream/index.ts';

export class FakeSocket implements StreamSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
  /** The server accepts the connection and welcomes it. */
  accept(authenticated = false) {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ op: 'welcome', authenticated, ts: 1 });
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}
