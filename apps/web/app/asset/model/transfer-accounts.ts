import type { AssetSummary, TextKey } from '../../product-manifest.ts';

// Transfers run between the funding account (spot, the one whose summary takes transfers but
// moves none itself) and one product account that declares how to move money in and out.

export type TransferDirection = 'in' | 'out';

/** A product account that takes transfers. */
export type TransferAccount = AssetSummary & Required<Pick<AssetSummary, 'transfer' | 'transferable'>>;

export interface TransferAccounts {
  /** Every transfer has this account at one end: it sends and receives but moves nothing itself. */
  funding: AssetSummary;
  /** The other ends, in the products' order. */
  choices: readonly TransferAccount[];
}

/** The transfer panel's accounts; the product list must have a funding account and one other. */
export function transferAccounts(summaries: readonly AssetSummary[]): TransferAccounts {
  const funding = summaries.find(
    (summary) => summary.transferable !== undefined && summary.transfer === undefined,
  );
  const choices = summaries.filter(
    (summary): summary is TransferAccount =>
      summary.transfer !== undefined && summary.transferable !== undefined,
  );
  if (funding === undefined || choices.length === 0)
    throw new Error('The products need a funding account and one account that takes transfers');
  return { funding, choices };
}

export interface TransferRoute {
  from: { account: string; label: TextKey };
  to: { account: string; label: TextKey };
  /** The account whose available amount bounds the transfer. */
  source: AssetSummary;
}

/** `in` moves funding -> account, `out` account -> funding. */
export function transferRoute(
  funding: AssetSummary,
  account: AssetSummary,
  direction: TransferDirection,
): TransferRoute {
  const [from, to] = direction === 'in' ? [funding, account] : [account, funding];
  return {
    from: { account: from.account, label: from.label },
    to: { account: to.account, label: to.label },
    source: from,
  };
}
