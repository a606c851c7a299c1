import { parseUnits } from '../../../markets/fixed-point.ts';
import { LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import type { GatewayClock } from '../../../platform/gateway-clock.ts';
import { KeyedSerial } from '../../../platform/keyed-serial.ts';
import type { MarketsService } from '../service/markets-service.ts';
import { decideShortcut, usdtValueUnits } from './shortcut-rule.ts';
import type { WithdrawShortcutStore } from './store.ts';

export interface WithdrawalAsked {
  asset: string;
  amount: string;
  address: string;
  googleCode?: string | undefined;
  emailCode?: string | undefined;
  mobileCode?: string | undefined;
}

/**
 * Where the withdraw route asks whether the second factor may be skipped (issue #30 item 1). A
 * withdrawal that brings a code proves it as always; one that brings none takes the shortcut when
 * the rule allows it. The spend is counted before the funds move and dropped if they do not, so a
 * crash between the two over-counts the window, never under-counts it; one user's shortcut
 * withdrawals run one at a time, so two cannot both fit under the daily limit's last room.
 */
export class WithdrawShortcutGate {
  private readonly serial = new KeyedSerial<number>();

  constructor(
    private readonly store: WithdrawShortcutStore,
    private readonly markets: MarketsService,
    private readonly clock: GatewayClock,
  ) {}

  /**
   * Runs `withdraw` with `skipFactor` true when the shortcut applies, else false (and `withdraw`
   * proves the factor). `withdraw` answers the new record's id, or undefined when no funds moved.
   */
  async run(
    rootUserId: number,
    asked: WithdrawalAsked,
    withdraw: (skipFactor: boolean) => Promise<number | undefined>,
  ): Promise<number | undefined> {
    const bringsCode =
      asked.googleCode !== undefined || asked.emailCode !== undefined || asked.mobileCode !== undefined;
    if (bringsCode) return withdraw(false);
    return this.serial.run(rootUserId, async () => {
      const nowMs = this.clock.nowMs();
      const [enabled, whitelisted, usedUnits] = await Promise.all([
        this.store.enabled(rootUserId),
        this.store.isWhitelisted(rootUserId, asked.address),
        this.store.usedUnits(rootUserId, nowMs),
      ]);
      const amountUnits = parseUnits(asked.amount, LEDGER_DECIMALS);
      const decision = decideShortcut({
        enabled,
        whitelisted,
        valueUnits:
          amountUnits === undefined
            ? undefined
            : usdtValueUnits(asked.asset, amountUnits, (symbol) => this.markets.lastPriceOf(symbol)),
        usedUnits,
      });
      if (!decision.allowed) return withdraw(false);
      const spendId = await this.store.recordSpend(rootUserId, decision.valueUnits, nowMs);
      let recordId: number | undefined;
      try {
        recordId = await withdraw(true);
      } finally {
        if (recordId === undefined) await this.store.dropSpend(spendId);
      }
      if (recordId !== undefined) await this.store.settleSpend(spendId, recordId);
      return recordId;
    });
  }
}
