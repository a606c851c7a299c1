/**
 * The wallets other products name when they move a user's money, so each name is spelled once.
 * A product's own wallet keeps its name in its wallet leg; these two are the ones others draw on.
 */

/** The spot wallet: the other end of most transfers, and where claims and refunds land. */
export const SPOT_WALLET = 'spot';

/**
 * The funding wallet, as the largest exchanges call the account that P2P trades from and gifts are
 * paid from: P2P's wallet (issue #25) is that account, and red packets may be paid from it (#28).
 */
export const FUNDING_WALLET = 'p2p';
