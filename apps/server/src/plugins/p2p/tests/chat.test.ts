import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
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
  imageId: string | null;
  createdAt: number;
}

/** A 1 by 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** §7 multipart upload of `file` as `name` with `type` on `orderId`, as `client`. */
async function upload(
  client: ApiClient,
  baseUrl: string,
  orderId: string,
  file: Uint8Array,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append('orderId', orderId);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const answer = await fetch(`${baseUrl}/v1/p2p/order/chat/image`, {
    method: 'POST',
    headers: { cookie: cookieOf(client) },
    body: form,
  });
  return {
    status: answer.status,
    body: (await answer.json()) as { code: unknown; msg: string; data: ChatMessage },
  };
}

const cookieOf = (client: ApiClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe.each(backends)('issue #25 P2P order chat on $name', (backend) => {
  let server: RunningServer;
  let bob: ApiClient;
  let orderId: string;

  beforeAll(async () => {
    server = await startServer(backend);
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

  it('§7 an image goes up as multipart, reaches both sides on p2p.chat and is read back by them only', async () => {
    const socket = await WsClient.open(server.baseUrl, cookieOf(bob));
    socket.send({ op: 'subscribe', args: [{ channel: 'p2p.chat' }] });
    await socket.next((message) => message.op === 'subscribed');
    const sent = await upload(bob, server.baseUrl, orderId, PNG, 'receipt.png', 'image/png');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ orderId, mine: true, text: '' });
    const imageId = sent.body.data.imageId!;
    expect(imageId).toMatch(/^[0-9a-f-]{36}$/);
    const pushed = await socket.next((message) => message.channel === 'p2p.chat');
    expect(pushed.data).toMatchObject({ id: sent.body.data.id, imageId });
    socket.close();

    const path = `${server.baseUrl}/v1/p2p/order/${orderId}/chat/image/${imageId}`;
    const read = await fetch(path, { headers: { cookie: cookieOf(bob) } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);

    const carol = new ApiClient(server.baseUrl);
    await fundedTrader(carol, [['USDT', '1']]);
    const stranger = await fetch(path, { headers: { cookie: cookieOf(carol) } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: '38013' });
    const anonymous = await fetch(path);
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
    const strangerUpload = await upload(carol, server.baseUrl, orderId, PNG, 'x.png', 'image/png');
    expect(strangerUpload.body).toMatchObject({ code: '38013' });
    const otherImage = await fetch(
      `${server.baseUrl}/v1/p2p/order/${orderId}/chat/image/00000000-0000-4000-8000-000000000000`,
      { headers: { cookie: cookieOf(bob) } },
    );
    expect(otherImage.status).toBe(404);
    expect(await otherImage.json()).toMatchObject({ code: '38031' });
  });

  it('§5 §7 hostile files are refused with a localised 4xx and store nothing', async () => {
    const before = (await bob.get<ChatMessage[]>(`/v1/p2p/order/${orderId}/chat`)).body.data.length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await upload(bob, server.baseUrl, orderId, svg, 'x.svg', 'image/svg+xml');
    expect(asSvg.status).toBe(415);
    expect(asSvg.body).toMatchObject({
      code: '38029',
      msg: 'Attach a PNG, JPEG, GIF or WebP image; this file is none of them',
    });
    const html = Buffer.from('<html><body onload=alert(1)>');
    expect((await upload(bob, server.baseUrl, orderId, html, 'x.png', 'image/png')).body).toMatchObject({
      code: '38029',
    });
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    PNG.copy(big);
    const oversize = await upload(bob, server.baseUrl, orderId, big, 'big.png', 'image/png');
    expect(oversize.status).toBe(413);
    expect(oversize.body).toMatchObject({ code: '38030' });
    const huge = await upload(
      bob,
      server.baseUrl,
      orderId,
      Buffer.alloc(5 * 1024 * 1024),
      'huge.png',
      'image/png',
    );
    expect(huge.status).toBe(413);
    const german = await fetch(`${server.baseUrl}/v1/p2p/order/chat/image?languageType=11`, {
      method: 'POST',
      headers: { cookie: cookieOf(bob) },
      body: (() => {
        const form = new FormData();
        form.append('orderId', orderId);
        return form;
      })(),
    });
    expect(german.status).toBe(415);
    expect(((await german.json()) as { msg: string }).msg).not.toBe(asSvg.body.msg);
    const broken = await fetch(`${server.baseUrl}/v1/p2p/order/chat/image`, {
      method: 'POST',
      headers: { cookie: cookieOf(bob), 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const after = (await bob.get<ChatMessage[]>(`/v1/p2p/order/${orderId}/chat`)).body.data.length;
    expect(after).toBe(before);
  });

  it('a long message is kept to 500 characters after cleaning', async () => {
    const sent = await bob.post<ChatMessage>('/v1/p2p/order/chat', { orderId, text: 'y'.repeat(1_200) });
    expect(sent.body.data.text).toHaveLength(500);
  });
});
