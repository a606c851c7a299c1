import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import { WsClient } from '../../../../test/support/ws-client.ts';

// Issue #25 order chat: a message of the buyer's reaches the seller's listing and both sides'
// private p2p.chat channel, cleaned of markup per spec §5; markup alone, a stranger's read or
// write, a missing order and a hostile body are refused with a localised 4xx.

interface ChatMessage {
  id: string;
  orderId: string;
  mine: boolean;
  text: string;
  createdAt: number;
}

const cookieOf = (client: ApiClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('issue #25 P2P order chat on pglite', () => {
  let server: RunningServer;
  let bob: ApiClient;
  let orderId: string;

  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
    bob = new ApiClient(server.baseUrl);
    await fundedTrader(bob, [['USDT', '10']]);
    const ads = await bob.get<{ id: string; minOrder: string }[]>(
      '/v1/p2p/ads?side=sell&crypto=USDT&fiat=USD',
    );
    const ad = ads.body.data[0]!;
    const taken = await bob.post<{ id: string }>('/v1/p2p/order/create', {
      adId: ad.id,
      fiatAmount: ad.minOrder,
    });
    expect(taken.body.code).toBe(0);
    orderId = taken.body.data.id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('§5 a hostile message is stored and pushed as plain text, and listed oldest first', async () => {
    const socket = await WsClient.open(server.baseUrl, cookieOf(bob));
    socket.send({ op: 'subscribe', args: [{ channel: 'p2p.chat' }] });
    await socket.next((message) => message.op === 'subscribed');
    const sent = await bob.post<ChatMessage>('/v1/p2p/order/chat', {
      orderId,
      text: 'Paid <img src=x onerror=alert(1)><script>alert(2)</script>via <b>bank</b>',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ orderId, mine: true, text: 'Paid via bank' });
    const pushed = await socket.next((message) => message.channel === 'p2p.chat');
    expect(pushed.data).toMatchObject({ id: sent.body.data.id, mine: true, text: 'Paid via bank' });
    socket.close();

    await bob.post('/v1/p2p/order/chat', { orderId, text: 'Second' });
    const listed = await bob.get<ChatMessage[]>(`/v1/p2p/order/${orderId}/chat`);
    expect(listed.body.data.map((message) => message.text)).toEqual(['Paid via bank', 'Second']);
  });

  it('refuses markup alone, a stranger, an unknown order and hostile bodies with a localised 4xx', async () => {
    const empty = await bob.post('/v1/p2p/order/chat', { orderId, text: '<script>alert(1)</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: '38028',
      msg: 'A chat message needs text; markup alone is removed',
    });

    const carol = new ApiClient(server.baseUrl);
    await fundedTrader(carol, [['USDT', '1']]);
    const read = await carol.get(`/v1/p2p/order/${orderId}/chat`);
    expect(read.status).toBeGreaterThanOrEqual(400);
    expect(read.status).toBeLessThan(500);
    expect(read.body).toMatchObject({ code: '38013' });
    const write = await carol.post('/v1/p2p/order/chat', { orderId, text: 'Hello' });
    expect(write.body).toMatchObject({ code: '38013' });
    const unknown = await bob.post('/v1/p2p/order/chat', {
      orderId: '00000000-0000-4000-8000-000000000000',
      text: 'Hello',
    });
    expect(unknown.body).toMatchObject({ code: '38013' });

    for (const body of [
      { orderId, text: 'x'.repeat(2_001) },
      { orderId, text: 42 },
      { orderId, text: '' },
      { orderId: 'not-an-id', text: 'Hello' },
      { orderId, text: 'Hello', extra: true },
    ]) {
      const answer = await bob.post('/v1/p2p/order/chat', body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const listed = await bob.get<ChatMessage[]>(`/v1/p2p/order/${orderId}/chat`);
    expect(listed.body.data).toHaveLength(2);
  });

  it('a long message is kept to 500 characters after cleaning', async () => {
    const sent = await bob.post<ChatMessage>('/v1/p2p/order/chat', { orderId, text: 'y'.repeat(1_200) });
    expect(sent.body.data.text).toHaveLength(500);
  });
});
