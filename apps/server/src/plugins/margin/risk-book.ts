import { UNIT } from '../../platform/ledger/book-units.ts';
import { LiquidationIndex, type Trigger } from './liquidation-index.ts';
import {
  DEFAULT_RISK_LEVELS,
  liquidationPrice,
  marginLevel,
  quoteValue,
  type RiskLevels,
  type RiskState,
  riskStateOf,
} from './rules.ts';

/** The asset every margin pair is quoted in and every value is counted in. */
export const QUOTE = 'USDT';

export interface Debt {
  principal: bigint;
  interest: bigint;
}

/** A margin account as the risk book sees it: what it holds and what it owes, per asset. */
export interface RiskAccount {
  /** Its exchange account id (margin-accounts.ts). */
  readonly id: string;
  readonly holdings: Map<string, bigint>;
  readonly debts: Map<string, Debt>;
}

export interface Evaluation {
  readonly assetValue: bigint;
  readonly debtValue: bigint;
  /** 1e8 = 1; null when nothing is owed. */
  readonly level: bigint | null;
  readonly state: RiskState;
}

export const owedOf = (debt: Debt | undefined) => (debt === undefined ? 0n : debt.principal + debt.interest);

/**
 * Every margin account's risk: values at the latest prices and the liquidation index. A price
 * move checks exactly the accounts the index picks, re-indexes them at the new prices and answers
 * those now at the liquidation level; everything else is untouched.
 */
export class RiskBook {
  readonly accounts = new Map<string, RiskAccount>();
  private readonly prices = new Map<string, bigint>([[QUOTE, UNIT]]);
  private readonly index: LiquidationIndex;

  constructor(
    readonly levels: RiskLevels = DEFAULT_RISK_LEVELS,
    band = 0.005,
  ) {
    this.index = new LiquidationIndex(band);
  }

  priceOf(asset: string): bigint | undefined {
    return this.prices.get(asset);
  }

  evaluate(account: RiskAccount): Evaluation {
    let assetValue = 0n;
    let debtValue = 0n;
    for (const [asset, units] of account.holdings)
      assetValue += quoteValue(units, this.prices.get(asset) ?? 0n);
    for (const [asset, debt] of account.debts)
      debtValue += quoteValue(owedOf(debt), this.prices.get(asset) ?? 0n);
    const level = marginLevel(assetValue, debtValue);
    return { assetValue, debtValue, level, state: riskStateOf(level, this.levels) };
  }

  /** The account's liquidation price in each asset it holds or owes, other prices unchanged. */
  triggersOf(account: RiskAccount, evaluation = this.evaluate(account)): Trigger[] {
    if (evaluation.level === null) return [];
    const triggers: Trigger[] = [];
    const assets = new Set([...account.holdings.keys(), ...account.debts.keys()]);
    for (const asset of assets) {
      if (asset === QUOTE) continue;
      const price = this.prices.get(asset);
      if (price === undefined) continue;
      const held = account.holdings.get(asset) ?? 0n;
      const owed = owedOf(account.debts.get(asset));
      const found = liquidationPrice(
        {
          held,
          owed,
          otherValue: evaluation.assetValue - quoteValue(held, price),
          otherDebt: evaluation.debtValue - quoteValue(owed, price),
        },
        this.levels.liquidation,
      );
      if (found !== null)
        triggers.push({ asset, price: Number(found.price) / 1e8, direction: found.direction });
    }
    return triggers;
  }

  /** Adds or re-reads an account after its holdings or debts changed; answers its evaluation. */
  upsert(account: RiskAccount): Evaluation {
    this.accounts.set(account.id, account);
    const evaluation = this.evaluate(account);
    this.index.set(account.id, this.triggersOf(account, evaluation));
    return evaluation;
  }

  remove(id: string): void {
    this.accounts.delete(id);
    this.index.remove(id);
  }

  /**
   * A new price of an asset: checks the accounts it may reach, re-indexes them and answers them
   * with their evaluation (the caller liquidates those in state 'liquidation').
   */
  move(asset: string, price: bigint): { id: string; evaluation: Evaluation }[] {
    this.prices.set(asset, price);
    const checked: { id: string; evaluation: Evaluation }[] = [];
    for (const id of this.index.reachedBy(asset, Number(price) / 1e8)) {
      const account = this.accounts.get(id);
      if (account === undefined) continue;
      checked.push({ id, evaluation: this.upsert(account) });
    }
    return checked;
  }

  /** Sets a price without checking anyone (at start, before the accounts are loaded). */
  setPrice(asset: string, price: bigint): void {
    this.prices.set(asset, price);
  }

  /** The accounts now at or under the liquidation level (after a bulk load, or in tests). */
  underLiquidation(): string[] {
    const found: string[] = [];
    for (const account of this.accounts.values())
      if (this.evaluate(account).state === 'liquidation') found.push(account.id);
    return found;
  }
}
