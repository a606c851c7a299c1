import { randomUUID } from 'node:crypto';
import type { Web3Token } from '@tideline/protocol/web3-wallet/tokens';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  isAddressEqual,
  keccak256,
  type TransactionReceipt,
} from 'viem';
import { fromUnits, parseSignedUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { move } from '../../platform/ledger/product-book.ts';
import type { Trader } from '../../platform/trading-account.ts';
import { CHAIN, userAccount, web3Book, withdrawalAccount } from './book.ts';
import type { ChainContext, ChainRuntime } from './chain/chain-runtime.ts';
import { tokenSpec } from './chain/deployment.ts';
import { Web3Code } from './codes.ts';
import { Web3Error } from './errors.ts';
import type { MoneyQueue } from './money-queue.ts';
import { checkSecondFactor } from './second-factor.ts';
import { returnToSpot, SPOT_WALLET } from './spot-return.ts';
import { bookToTokenUnits } from './units.ts';
import { WEB3_WALLET } from './wallet-leg.ts';

/** Gas a withdrawal's token transfer may use; fixed, so a transfer that would revert is mined and refunded. */
const WITHDRAWAL_GAS = 120_000n;

interface WithdrawalRow {
  id: string;
  user_id: number;
  token: Web3Token;
  asset: string;
  amount: string;
  address: string;
  state: 'debited' | 'signed' | 'sent' | 'refunded';
  raw_tx: string | null;
  tx_hash: string | null;
  created_at: number | string;
}

/** Withdrawals from a user's exchange balance to an address, paid by the hot wallet. */
export class Web3Withdrawals {
  constructor(
    private readonly app: FastifyInstance,
    private readonly runtime: ChainRuntime,
    private readonly queue: MoneyQueue,
  ) {}

  private now(): number {
    return this.app.clock.nowMs();
  }

  private withdrawalWire(row: WithdrawalRow) {
    return {
      id: row.id,
      token: row.token,
      asset: row.asset,
      amount: row.amount,
      address: row.address,
      state: row.state,
      txHash: (row.tx_hash as Hash | null) ?? null,
      createdAt: Number(row.created_at),
    };
  }

  private async withdrawalRows(where: ReturnType<typeof sql>): Promise<WithdrawalRow[]> {
    const found = await sql<WithdrawalRow>`
      select id, user_id, token, asset, amount::text as amount, address, state, raw_tx, tx_hash, created_at
      from web3_withdrawals where ${where} order by created_at desc limit 200`.execute(this.app.db);
    return found.rows;
  }

  async list(userId: number) {
    return (await this.withdrawalRows(sql`user_id = ${userId}`)).map((row) => this.withdrawalWire(row));
  }

  /**
   * Spec §7 withdraw: the device token (checked by the route's row), the second factor, then the
   * exchange balance is debited (spot -> web3 by the transfer port, then into the withdrawal's own
   * account) before the hot wallet signs the token transfer; the signed transaction is stored
   * before it is sent, so a crash at any point is finished at the next start (`recover`). A send
   * that fails or reverts refunds the withdrawal exactly once.
   */
  async withdraw(
    trader: Trader,
    body: { token: Web3Token; amount: string; address: string; secondFactor?: string },
  ) {
    if (trader.venue !== 'live') throw new Web3Error(Web3Code.liveOnly);
    const userId = trader.userId;
    const token = tokenSpec(body.token);
    const units = toUnits(body.amount);
    if (units === null || units === 0n || bookToTokenUnits(units, token.decimals) === null)
      throw new Web3Error(Web3Code.invalidAmount);
    const context = await this.runtime.ready();
    const address = getAddress(body.address);
    if (isAddressEqual(address, context.deployment.hotWallet)) throw new Web3Error(Web3Code.hotWalletAddress);
    await checkSecondFactor(this.app, userId, body.secondFactor);
    const id = await this.queue.run(async () => {
      const moved = await this.app.ledger.transfer({
        venue: 'live',
        userId,
        from: SPOT_WALLET,
        to: WEB3_WALLET,
        asset: token.asset,
        amount: fromUnits(units),
      });
      if (moved.outcome === 'insufficient-balance') throw new Web3Error(Web3Code.insufficientBalance);
      if (moved.outcome !== 'done') throw new Web3Error(Web3Code.invalidAmount);
      const withdrawalId = randomUUID();
      await this.app.db.transaction().execute(async (tx) => {
        await web3Book.post(
          tx,
          `withdrawal:${withdrawalId}:debit`,
          move(userAccount(userId), withdrawalAccount(withdrawalId), token.asset, units),
          this.now(),
        );
        await sql`
          insert into web3_withdrawals (id, user_id, token, asset, amount, address, state, created_at, updated_at)
          values (${withdrawalId}, ${userId}, ${token.symbol}, ${token.asset}, ${fromUnits(units)}::numeric,
                  ${address}, 'debited', ${this.now()}, ${this.now()})`.execute(tx);
      });
      await this.pauseForCrashTest('debited');
      await this.signAndSend(context, withdrawalId);
      return withdrawalId;
    });
    const [row] = await this.withdrawalRows(sql`id = ${id}`);
    return this.withdrawalWire(row!);
  }

  /**
   * WEB3_WITHDRAW_PAUSE_MS (tests only): a window to kill the process in, after the debit or, with
   * WEB3_WITHDRAW_PAUSE_AT=signed, after the signed transaction was stored and before it is sent.
   */
  private async pauseForCrashTest(stage: 'debited' | 'signed'): Promise<void> {
    const pause = Number(process.env.WEB3_WITHDRAW_PAUSE_MS ?? 0);
    const at = process.env.WEB3_WITHDRAW_PAUSE_AT ?? 'debited';
    if (process.env.NODE_ENV === 'test' && pause > 0 && at === stage)
      await new Promise((resolve) => setTimeout(resolve, pause));
  }

  private async signAndSend(context: ChainContext, withdrawalId: string): Promise<void> {
    const [row] = await this.withdrawalRows(sql`id = ${withdrawalId}`);
    if (row === undefined || row.state !== 'debited') return;
    const { chain, deployment } = context;
    const token = tokenSpec(row.token);
    const amount = bookToTokenUnits(parseSignedUnits(row.amount), token.decimals)!;
    let raw: Hex;
    try {
      const request = await chain.hotWallet.prepareTransactionRequest({
        to: deployment.tokens[token.symbol]!,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [row.address as Address, amount],
        }),
        gas: WITHDRAWAL_GAS,
      });
      raw = await chain.hotWallet.signTransaction(request);
    } catch (error) {
      this.app.log.warn({ err: error, withdrawalId }, 'web3 withdrawal could not be signed');
      await this.refund(withdrawalId);
      return;
    }
    const hash = keccak256(raw);
    await sql`
      update web3_withdrawals set state = 'signed', raw_tx = ${raw}, tx_hash = ${hash}, updated_at = ${this.now()}
      where id = ${withdrawalId} and state = 'debited'`.execute(this.app.db);
    await this.pauseForCrashTest('signed');
    await this.broadcast(context, withdrawalId, raw, hash);
  }

  /** Sends a signed withdrawal (again, after a crash: the same nonce cannot pay twice) and settles it. */
  private async broadcast(context: ChainContext, withdrawalId: string, raw: Hex, hash: Hash): Promise<void> {
    const { publicClient } = context.chain;
    let receipt: TransactionReceipt | undefined = await publicClient
      .getTransactionReceipt({ hash })
      .catch(() => undefined);
    if (receipt === undefined) {
      try {
        await publicClient.sendRawTransaction({ serializedTransaction: raw });
        receipt = await publicClient.getTransactionReceipt({ hash });
      } catch (error) {
        this.app.log.warn({ err: error, withdrawalId }, 'web3 withdrawal send failed');
      }
    }
    if (receipt?.status === 'success') await this.settleSent(withdrawalId);
    else await this.refund(withdrawalId);
  }

  private async settleSent(withdrawalId: string): Promise<void> {
    await this.app.db.transaction().execute(async (tx) => {
      const done = await sql<{ asset: string; amount: string }>`
        update web3_withdrawals set state = 'sent', updated_at = ${this.now()}
        where id = ${withdrawalId} and state in ('debited', 'signed')
        returning asset, amount::text as amount`.execute(tx);
      const row = done.rows[0];
      if (row === undefined) return;
      await web3Book.post(
        tx,
        `withdrawal:${withdrawalId}:sent`,
        move(withdrawalAccount(withdrawalId), CHAIN, row.asset, parseSignedUnits(row.amount)),
        this.now(),
      );
    });
  }

  /** Returns a withdrawal's amount to the user, once: the state change and the postings are one transaction. */
  private async refund(withdrawalId: string): Promise<void> {
    const userId = await this.app.db.transaction().execute(async (tx) => {
      const done = await sql<{ user_id: number; asset: string; amount: string }>`
        update web3_withdrawals set state = 'refunded', updated_at = ${this.now()}
        where id = ${withdrawalId} and state in ('debited', 'signed')
        returning user_id, asset, amount::text as amount`.execute(tx);
      const row = done.rows[0];
      if (row === undefined) return undefined;
      await web3Book.post(
        tx,
        `withdrawal:${withdrawalId}:refund`,
        move(
          withdrawalAccount(withdrawalId),
          userAccount(row.user_id),
          row.asset,
          parseSignedUnits(row.amount),
        ),
        this.now(),
      );
      return row.user_id;
    });
    if (userId !== undefined) await returnToSpot(this.app, userId);
  }

  /**
   * At start: finishes what a crash interrupted. A withdrawal debited but never signed was never
   * sent: refunded. One signed is looked up on the chain by its hash and, if absent, sent again
   * (its nonce makes a second payment impossible), then settled by its receipt. Whatever a crash
   * left in a pass-through account returns to spot.
   */
  recover(): Promise<number> {
    return this.queue.run(async () => {
      const open = await this.withdrawalRows(sql`state in ('debited', 'signed')`);
      for (const row of open) {
        if (row.state === 'debited' || row.raw_tx === null || row.tx_hash === null) await this.refund(row.id);
        else await this.broadcast(await this.runtime.ready(), row.id, row.raw_tx as Hex, row.tx_hash as Hash);
      }
      await returnToSpot(this.app);
      return open.length;
    });
  }
}
