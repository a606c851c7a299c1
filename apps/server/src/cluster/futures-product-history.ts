/**
 * The product's futures record pages on a cluster gateway (docs/scale-out.md, "Futures"): each
 * account's finished orders, fills, funding payments, liquidations and closed positions, built from
 * the futures result stream with the one-process history writer's own rows (`historyRowsOf`), and
 * answered with its pages' filters, order and record shapes. Pure: the gateway feeds it every result
 * in stream order, from the newest futures checkpoint on (futures-projection.ts), so a restarted
 * gateway rebuilds it.
 *
 * Kept in memory, at least the newest KEEP_PER_KIND rows of each kind per account: older ones are
 * not served (the one-process server keeps every row in its database).
 */

import { Decimal } from '@tideline/core/decimal';
import { INSURANCE_FUND } from '../futures/accounts.ts';
import { historyRecordWire } from '../plugins/futures/routes/history.ts';
import type { InsuranceChangeRow } from '../plugins/futures/routes/insurance-fund.ts';
import { historyRowsOf } from '../plugins/futures/service/history.ts';
import type { HistoryKind } from '../plugins/futures/tables.ts';
import { sumUnits } from './futures-account-views.ts';
import type { FuturesCommandResult } from './futures-symbol-engine.ts';

const KEEP_PER_KIND = 1_000;

interface Row {
  /** The result's place in the whole futures result stream (orders rows across contracts). */
  seq: number;
  position: number;
  ts: number;
  symbol: string;
  data: Record<string, unknown>;
}

export interface RecordQuery {
  symbol?: string | undefined;
  limit: number;
  before?: number | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** Everything a `FuturesProductHistory` holds, as plain JSON (futures-projection.ts). */
export interface FuturesProductHistoryCheckpoint {
  rows: Array<[key: string, rows: Row[]]>;
  contractFunds: Array<[contract: string, balance: string]>;
}

const newestFirst = (a: Row, b: Row) => b.ts - a.ts || b.seq - a.seq || b.position - a.position;

export class FuturesProductHistory {
  private readonly rows = new Map<string, Row[]>();
  /** Each contract's insurance fund after its last change (as its engine posted it). */
  private readonly contractFunds = new Map<string, string>();

  toCheckpoint(): FuturesProductHistoryCheckpoint {
    return {
      rows: [...this.rows].map(([key, rows]) => [key, rows.map((row) => ({ ...row }))]),
      contractFunds: [...this.contractFunds],
    };
  }

  static fromCheckpoint(checkpoint: FuturesProductHistoryCheckpoint): FuturesProductHistory {
    const restored = new FuturesProductHistory();
    for (const [key, rows] of checkpoint.rows)
      restored.rows.set(
        key,
        rows.map((row) => ({ ...row })),
      );
    for (const [contract, balance] of checkpoint.contractFunds) restored.contractFunds.set(contract, balance);
    return restored;
  }

  /** One result, `streamSeq` its sequence in the futures result stream. */
  apply(streamSeq: number, result: FuturesCommandResult): void {
    for (const row of historyRowsOf('live', streamSeq, result.events)) {
      this.keep(`${row.account_id} ${row.kind}`, {
        seq: streamSeq,
        position: row.position,
        ts: row.ts,
        symbol: row.symbol,
        data: JSON.parse(row.data as string) as Record<string, unknown>,
      });
    }
    if (result.insurance !== undefined) this.keepInsurance(streamSeq, result.symbol, result.insurance);
  }

  /**
   * A change of one contract's insurance fund. Its `balance` becomes the venue's fund after it, as
   * the one-process server's single fund shows: the sum of every contract's fund at that point of
   * the stream.
   */
  private keepInsurance(
    streamSeq: number,
    contract: string,
    row: NonNullable<FuturesCommandResult['insurance']>,
  ): void {
    const data = JSON.parse(row.data as string) as Record<string, unknown>;
    this.contractFunds.set(contract, String(data.balance));
    const venueFund = new Decimal(sumUnits([...this.contractFunds.values()])).toFixed(8);
    this.keep(`${INSURANCE_FUND} insurance`, {
      seq: streamSeq,
      position: row.position,
      ts: row.ts,
      symbol: row.symbol,
      data: { ...data, balance: venueFund },
    });
  }

  private keep(key: string, row: Row): void {
    const kept = this.rows.get(key) ?? [];
    this.rows.set(key, kept);
    kept.push(row);
    if (kept.length > KEEP_PER_KIND * 2) kept.splice(0, kept.length - KEEP_PER_KIND);
  }

  /** The insurance fund's changes, newest first, as the one-process route pages them. */
  insuranceChanges(query: { limit: number; before?: number | undefined }): InsuranceChangeRow[] {
    return this.newest(`${INSURANCE_FUND} insurance`, query).map(({ symbol, data }) => ({ symbol, data }));
  }

  /** A record page: the account's rows of a kind, newest first, filtered as the product's page. */
  page(accountId: string, kind: HistoryKind, query: RecordQuery) {
    return this.newest(`${accountId} ${kind}`, query).map((row) => historyRecordWire(row.symbol, row.data));
  }

  private newest(key: string, query: RecordQuery): Row[] {
    const { symbol, before, startTime, endTime } = query;
    return (this.rows.get(key) ?? [])
      .filter(
        (row) =>
          (symbol === undefined || row.symbol === symbol) &&
          (startTime === undefined || row.ts >= startTime) &&
          (endTime === undefined || row.ts <= endTime) &&
          (before === undefined || row.ts < before),
      )
      .sort(newestFirst)
      .slice(0, query.limit);
  }
}
