import { requestMessageByType } from '@tideline/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { futuresMessage } from '../../futures/index.ts';
import { marketsMessage } from '../messages.ts';

type Message = Record<string, unknown>;

/** A socket opened with `query` on the /ws URL, as docs/protocol-markets.md §5 describes. */
async function openSocket(baseUrl: string, query: string): Promise<{ ask(text: string): Promise<Message> }> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws${query}`);
  const inbox: Message[] = [];
  let wake: (() => void) | undefined;
  socket.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as Message);
    wake?.();
  });
  const next = async (match: (message: Message) => boolean): Promise<Message> => {
    for (;;) {
      const index = inbox.findIndex(match);
      if (index >= 0) return inbox.splice(index, 1)[0] as Message;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  await next((message) => message.op === 'welcome');
  sockets.push(socket);
  return {
    ask: (text) => {
      socket.send(text);
      return next((message) => message.op === 'error');
    },
  };
}

const sockets: WebSocket[] = [];
const subscribe = (arg: Message) => JSON.stringify({ op: 'subscribe', args: [arg] });

describe.each(backends)('§8 /ws refusals in the socket’s language on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await server.close();
  });

  it.each([
    [1, '消息必须为 JSON 格式', '未知频道 nope', '参数 symbol 无效：必须为大写交易对，例如 BTCUSDT'],
    [
      39,
      'يجب أن تكون الرسائل بتنسيق JSON',
      'قناة غير معروفة nope',
      'المعامل symbol غير صالح: يجب أن يكون زوج تداول بأحرف كبيرة مثل BTCUSDT',
    ],
    [
      0,
      'Messages must be JSON',
      'Unknown channel nope',
      'Invalid parameter symbol: must be an upper-case pair such as BTCUSDT',
    ],
  ])(
    '§3 languageType=%i words malformed messages and args in its language',
    async (type, notJson, unknown, badSymbol) => {
      const socket = await openSocket(server.baseUrl, `?languageType=${type}`);
      expect(await socket.ask('hello')).toEqual({ op: 'error', code: '00004', msg: notJson });
      expect(await socket.ask(subscribe({ channel: 'nope' }))).toMatchObject({ code: '00004', msg: unknown });
      expect(await socket.ask(subscribe({ channel: 'ticker', symbol: 'btc' }))).toMatchObject({
        code: '00004',
        msg: badSymbol,
      });
    },
  );

  it('§3 a message of the wrong shape names its field with zod’s text in the socket’s language', async () => {
    const chinese = await openSocket(server.baseUrl, '?languageType=1');
    const refused = await chinese.ask(JSON.stringify({ op: 'subscribe', args: [] }));
    expect(refused).toMatchObject({ code: '00004' });
    expect(refused.msg).toMatch(/^参数 args 无效：/);
    expect(refused.msg).not.toMatch(/[A-Za-z]{4,}:/);
  });

  it.each([1, 39])(
    '§8 business refusals of markets and futures channels read languageType %i',
    async (type) => {
      const socket = await openSocket(server.baseUrl, `?languageType=${type}`);
      expect(await socket.ask(subscribe({ channel: 'ticker', symbol: 'NOPEUSDT' }))).toMatchObject({
        code: '30001',
        msg: marketsMessage('30001', type),
      });
      expect(await socket.ask(subscribe({ channel: 'orders' }))).toMatchObject({
        code: '20205',
        msg: requestMessageByType('loginvalid', type),
      });
      expect(await socket.ask(subscribe({ channel: 'futures.ticker', symbol: 'NOPEUSDT' }))).toMatchObject({
        code: '31001',
        msg: futuresMessage('31001', type),
      });
      expect(await socket.ask(subscribe({ channel: 'futures.positions' }))).toMatchObject({
        code: '20205',
        msg: requestMessageByType('loginvalid', type),
      });
      expect(marketsMessage('30001', type)).not.toBe(marketsMessage('30001', 0));
    },
  );

  it('§8 a socket without a valid languageType, or with bg 26, answers in English', async () => {
    for (const query of ['', '?languageType=abc', '?languageType=26', '?languageType=-3']) {
      const socket = await openSocket(server.baseUrl, query);
      expect(await socket.ask('hello'), query).toMatchObject({ msg: 'Messages must be JSON' });
      expect(await socket.ask(subscribe({ channel: 'ticker', symbol: 'NOPEUSDT' })), query).toMatchObject({
        msg: 'Unknown symbol',
      });
    }
  });
});
