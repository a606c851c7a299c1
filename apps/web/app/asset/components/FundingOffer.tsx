import { Decimal } from '@tideline/core/decimal';
import { Link } from 'react-router';
import { useSessionUserId } from '../../security/auth-session.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import '../funding-offer.css';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { useFuturesAccount } from '../use-asset-data.ts';
import { depositLink, transferLink } from './funding-links.ts';

function isZero(amount: string | undefined): boolean {
  return amount !== undefined && new Decimal(amount).isZero();
}

export interface FundingOfferProps {
  /** The coin the order form pays with. */
  coin: string;
  /** Its available balance; undefined while unknown. */
  available: string | undefined;
  /**
   * The transfer offered when the balance is empty: `'from-futures'` links to the asset page's
   * transfer out of the futures wallet (shown when that wallet holds USDT); a function opens the
   * page's own transfer panel.
   */
  transfer: 'from-futures' | (() => void);
}

/**
 * An order form's funding line for a signed-in trader: a Deposit link always, and when the paying
 * balance is empty, a note saying so with the transfer that could fill it.
 */
export function FundingOffer({ coin, available, transfer }: FundingOfferProps) {
  const t = useAssetText();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  const empty = isZero(available);
  const fromFutures = transfer === 'from-futures' && empty && coin === 'USDT';
  const futures = useFuturesAccount(fromFutures ? userId : null);
  if (userId === null || available === undefined) return null;
  const futuresHolds = fromFutures && futures.data !== undefined && !isZero(futures.data.maxTransferOut);
  return (
    <p className="funding-offer" data-testid="funding-offer" data-empty={empty}>
      {empty ? <span>{t('fundingEmpty', { coin })}</span> : null}
      <Link className="funding-offer__action" to={localize(depositLink(coin))}>
        {t('deposit')}
      </Link>
      {empty && typeof transfer === 'function' ? (
        <button type="button" className="funding-offer__action" onClick={transfer}>
          {t('transfer')}
        </button>
      ) : null}
      {futuresHolds ? (
        <Link className="funding-offer__action" to={localize(transferLink('out'))}>
          {t('transfer')}
        </Link>
      ) : null}
    </p>
  );
}
