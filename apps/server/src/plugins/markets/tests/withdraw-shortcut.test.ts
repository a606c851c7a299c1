import { STEP_UP_HEADER, STEP_UP_REQUIRED_CODE } from '@tideline/protocol/accounts/step-up';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { stepUp } from '../../../../test/support/step-up.ts';
import { MarketsCode } from '../errors.ts';

type RunningServer = Awaited<ReturnType<typeof startServer>>;
interface Settings {
  noPassword: boolean;
  singleLimitUsdt: string;
  dailyLimitUsdt: string;
  usedUsdt: string;
  whitelist: Array<{ id: string; address: string; label: string; createdAt: number }>;
}

const HOME = 'tl1whitelisthome00001';
const ELSEWHERE = 'tl1notwhitelisted0001';

async function usdt(client: ApiClient): Promise<string> {
  const answer = await client.get<{ balances: Array<{ asset: string; available: string }> }>(
    '/v1/asset/spot/balances',
  );
  return answer.body.data.balances.find((entry) => entry.asset === 'USDT')!.available;
}

describe.each(backends)(
  '§7 withdraw no-password flag and whitelist (issue #30 item 1) on $name',
  (backend) => {
    let server: RunningServer;
    let user: ApiClient;
    let email: string;
    const withdraw = (body: Record<string, unknown>, client = user) =>
      client.post<{ recordId: string; available: string }>('/v1/asset/withdraw', body);
    const settings = async (client = user) =>
      (await client.get<Settings>('/v1/asset/withdraw/settings')).body;

    beforeAll(async () => {
      server = await startServer(backend);
      user = new ApiClient(server.baseUrl);
      ({ email } = await fundedTrader(user, [
        ['USDT', '20000'],
        ['BTC', '1'],
      ]));
    });
    afterAll(async () => {
      await server.close();
    });

    it('starts off, with the limits of the protocol and an empty whitelist', async () => {
      expect((await settings()).data).toEqual({
        noPassword: false,
        singleLimitUsdt: '1000.00000000',
        dailyLimitUsdt: '5000.00000000',
        usedUsdt: '0.00000000',
        whitelist: [],
      });
    });

    it('adding an address and setting the flag are step-up calls, and neither locks withdrawals', async () => {
      const unproved = await user.post('/v1/asset/withdraw/whitelist/add', { address: HOME, label: 'Home' });
      expect(unproved.body.code).toBe(STEP_UP_REQUIRED_CODE);
      const flagUnproved = await user.post('/v1/asset/withdraw/no-password/set', { enabled: true });
      expect(flagUnproved.body.code).toBe(STEP_UP_REQUIRED_CODE);
      expect((await settings()).data.noPassword).toBe(false);

      await stepUp(user, { email, app: server.app });
      const added = await user.post<Settings>('/v1/asset/withdraw/whitelist/add', {
        address: HOME,
        label: '<b>Home</b> <script>alert(1)</script>wallet',
      });
      expect(added.body.code).toBe(0);
      expect(added.body.data.whitelist).toEqual([
        { id: expect.any(String), address: HOME, label: 'Home wallet', createdAt: expect.any(Number) },
      ]);
      const markupOnly = await user.post('/v1/asset/withdraw/whitelist/add', {
        address: 'tl1labelonlymarkup01',
        label: '<img src=x onerror=alert(1)>',
      });
      expect(markupOnly.body.code).toBe(MarketsCode.whitelistLabel);
      const on = await user.post<Settings>('/v1/asset/withdraw/no-password/set', { enabled: true });
      expect(on.body.code).toBe(0);
      expect(on.body.data.noPassword).toBe(true);
      // A step-up call that only records where money may go does not start the 24-hour lock.
      const me = await user.get<{ withdrawLockedUntil?: number | null }>('/v1/user/security/verification');
      expect(me.body.data.withdrawLockedUntil ?? null).toBeNull();
    });

    it('a small withdrawal to a whitelisted address leaves without a code; anything else still needs one', async () => {
      const before = await usdt(user);
      const paid = await withdraw({ asset: 'USDT', amount: '250', address: HOME });
      expect(paid.body.code).toBe(0);
      expect(Number(paid.body.data.available)).toBe(Number(before) - 250);
      expect((await settings()).data.usedUsdt).toBe('250.00000000');

      const elsewhere = await withdraw({ asset: 'USDT', amount: '10', address: ELSEWHERE });
      expect(elsewhere.body.code).toBe(MarketsCode.secondFactorRequired);
      // The single limit is inclusive: 1000 passes, a hundred-millionth more does not.
      const over = await withdraw({ asset: 'USDT', amount: '1000.00000001', address: HOME });
      expect(over.body.code).toBe(MarketsCode.secondFactorRequired);
      const atLimit = await withdraw({ asset: 'USDT', amount: '1000', address: HOME });
      expect(atLimit.body.code).toBe(0);
      // BTC is valued at its last price: a whole bitcoin is far above 1000 USDT.
      const bitcoin = await withdraw({ asset: 'BTC', amount: '1', address: HOME });
      expect(bitcoin.body.code).toBe(MarketsCode.secondFactorRequired);
      expect((await settings()).data.usedUsdt).toBe('1250.00000000');
    });

    it('the daily limit counts 24 rolling hours, and two withdrawals at once cannot both take its last room', async () => {
      for (const amount of ['1000', '1000', '1000']) {
        expect((await withdraw({ asset: 'USDT', amount, address: HOME })).body.code).toBe(0);
      }
      expect((await settings()).data.usedUsdt).toBe('4250.00000000');
      // 750 USDT of room is left: of two 500 USDT withdrawals sent together exactly one passes.
      const both = await Promise.all([
        withdraw({ asset: 'USDT', amount: '500', address: HOME }),
        withdraw({ asset: 'USDT', amount: '500', address: HOME }),
      ]);
      expect(both.map((answer) => answer.body.code).sort()).toEqual(
        [0, MarketsCode.secondFactorRequired].sort(),
      );
      expect((await settings()).data.usedUsdt).toBe('4750.00000000');
      await server.app.clock.advance(24 * 3_600_000 + 1);
      expect((await settings()).data.usedUsdt).toBe('0.00000000');
      expect((await withdraw({ asset: 'USDT', amount: '1000', address: HOME })).body.code).toBe(0);
    });

    it('a shortcut withdrawal the balance cannot pay moves nothing and counts nothing', async () => {
      const used = (await settings()).data.usedUsdt;
      const available = await usdt(user);
      const broke = new ApiClient(server.baseUrl);
      const { email: brokeEmail } = await fundedTrader(broke, [['USDT', '5']]);
      await stepUp(broke, { email: brokeEmail, app: server.app });
      await broke.post('/v1/asset/withdraw/whitelist/add', { address: HOME, label: 'Mine' });
      await broke.post('/v1/asset/withdraw/no-password/set', { enabled: true });
      const short = await withdraw({ asset: 'USDT', amount: '6', address: HOME }, broke);
      expect(short.body.code).toBe(MarketsCode.insufficientBalance);
      expect((await settings(broke)).data.usedUsdt).toBe('0.00000000');
      expect(await usdt(broke)).toBe('5.00000000');
      // The other user's whitelist is not this one's: the same address is listed separately.
      expect((await settings()).data.usedUsdt).toBe(used);
      expect(await usdt(user)).toBe(available);
    });

    it('removes only the caller’s own entries; a removed address or a cleared flag needs the code again', async () => {
      const other = new ApiClient(server.baseUrl);
      await fundedTrader(other, [['USDT', '1']]);
      const [entry] = (await settings()).data.whitelist;
      const foreign = await other.post('/v1/asset/withdraw/whitelist/remove', { id: entry!.id });
      expect(foreign.body.code).toBe(MarketsCode.whitelistEntryNotFound);
      expect((await settings()).data.whitelist).toHaveLength(1);

      // The ticket of the first proof ran out when the clock moved a day on: prove again.
      await stepUp(user, { email, app: server.app });
      const off = await user.post<Settings>('/v1/asset/withdraw/no-password/set', { enabled: false });
      expect(off.body.code).toBe(0);
      expect((await withdraw({ asset: 'USDT', amount: '1', address: HOME })).body.code).toBe(
        MarketsCode.secondFactorRequired,
      );
      await user.post('/v1/asset/withdraw/no-password/set', { enabled: true });
      const removed = await user.post<Settings>('/v1/asset/withdraw/whitelist/remove', { id: entry!.id });
      expect(removed.body.data.whitelist).toEqual([]);
      expect((await withdraw({ asset: 'USDT', amount: '1', address: HOME })).body.code).toBe(
        MarketsCode.secondFactorRequired,
      );
      const again = await user.post('/v1/asset/withdraw/whitelist/remove', { id: entry!.id });
      expect(again.body.code).toBe(MarketsCode.whitelistEntryNotFound);
    });

    it('holds at most 20 addresses; renaming a listed one is not a new entry', async () => {
      for (let index = 0; index < 20; index += 1) {
        const answer = await user.post('/v1/asset/withdraw/whitelist/add', {
          address: `tl1bulkaddress${String(index).padStart(4, '0')}`,
          label: `Wallet ${index}`,
        });
        expect(answer.body.code).toBe(0);
      }
      const full = await user.post('/v1/asset/withdraw/whitelist/add', {
        address: 'tl1onetoomany0001',
        label: 'X',
      });
      expect(full.body.code).toBe(MarketsCode.whitelistFull);
      const renamed = await user.post<Settings>('/v1/asset/withdraw/whitelist/add', {
        address: 'tl1bulkaddress0000',
        label: 'Renamed',
      });
      expect(renamed.body.code).toBe(0);
      expect(renamed.body.data.whitelist[0]).toMatchObject({
        address: 'tl1bulkaddress0000',
        label: 'Renamed',
      });
      expect(renamed.body.data.whitelist).toHaveLength(20);
    });

    it('refuses malformed bodies with a 4xx and a localised message, and a step-up ticket of another session', async () => {
      for (const [path, body] of [
        ['/v1/asset/withdraw/no-password/set', { enabled: 'yes' }],
        ['/v1/asset/withdraw/no-password/set', { enabled: true, extra: 1 }],
        ['/v1/asset/withdraw/whitelist/add', { address: '<script>', label: 'x' }],
        ['/v1/asset/withdraw/whitelist/add', { address: HOME, label: 'x'.repeat(161) }],
        ['/v1/asset/withdraw/whitelist/remove', { id: '0' }],
        ['/v1/asset/withdraw/whitelist/remove', { id: 1 }],
      ] as const) {
        const answer = await user.post(path, body);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
        expect(answer.body.msg, path).not.toBe('');
      }
      const thief = new ApiClient(server.baseUrl);
      await fundedTrader(thief, [['USDT', '1']]);
      thief.headers[STEP_UP_HEADER] = user.headers[STEP_UP_HEADER] ?? '';
      const stolen = await thief.post('/v1/asset/withdraw/no-password/set', { enabled: true });
      expect(stolen.body.code).toBe(STEP_UP_REQUIRED_CODE);
    });

    it('every withdrawal left the ledger balanced', async () => {
      await server.app.markets.flush();
      expect(server.app.markets.exchanges.live.checkConservation()).toEqual([]);
    });
  },
);
