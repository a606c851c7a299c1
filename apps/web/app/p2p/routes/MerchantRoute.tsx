import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useSessionUserId } from '../../security/auth-session.ts';
import { useP2pText } from '../i18n/use-p2p-text.ts';
import { MerchantStatsList } from '../MerchantStatsLine.tsx';
import { P2pPage, QueryState } from '../P2pPage.tsx';
import type { P2pAd } from '../p2p-account.ts';
import { useMerchantProfile } from '../p2p-api.ts';
import { paymentTypeName } from '../payment-names.ts';
import { TakeDialog } from '../TakeDialog.tsx';

/** A path segment that is a user id, or 0 (which names nobody, so the gateway refuses it). */
function userIdOf(segment: string | undefined): number {
  return segment !== undefined && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : 0;
}

/**
 * `/p2p/merchant/:userId`: a merchant's record from real orders (`GET /p2p/merchant/:userId`) and
 * every online ad of theirs, in any market; a signed-in visitor takes one from here as from the
 * market's list.
 */
export default function MerchantRoute() {
  const t = useP2pText();
  const ids = useId();
  const { userId: segment } = useParams();
  const userId = userIdOf(segment);
  const signedIn = useSessionUserId() !== null;
  const profile = useMerchantProfile(userId);
  const [chosen, setChosen] = useState<P2pAd | null>(null);
  return (
    <P2pPage path={`/p2p/merchant/${segment ?? ''}`} signedInOnly={false}>
      <QueryState query={profile}>
        {({ merchant, ads }) => (
          <section className="p2p-section" aria-labelledby={`${ids}-merchant`}>
            <h2 id={`${ids}-merchant`}>{merchant.nickname}</h2>
            <MerchantStatsList merchant={merchant} />
            <h3 id={`${ids}-ads`}>{t('merchantOnlineAds')}</h3>
            {ads.length === 0 ? (
              <p className="p2p-muted">{t('merchantNoAds')}</p>
            ) : (
              <ul className="p2p-cards" aria-labelledby={`${ids}-ads`} data-testid="p2p-merchant-ads">
                {ads.map((ad) => {
                  // The visitor takes the other side of the merchant's ad.
                  const action = ad.side === 'sell' ? 'buyCrypto' : 'sellCrypto';
                  return (
                    <li key={ad.id}>
                      <strong>
                        {t(ad.side === 'sell' ? 'adSell' : 'adBuy')} {ad.crypto} · {ad.price} {ad.fiat}
                      </strong>
                      <span>
                        {t('limits')}: {ad.minOrder} – {ad.maxOrder} {ad.fiat}
                      </span>
                      <span>{ad.paymentTypes.map((type) => paymentTypeName(type, t)).join(', ')}</span>
                      {signedIn && !ad.mine ? (
                        <button
                          type="button"
                          className="button"
                          aria-label={`${t(action, { crypto: ad.crypto })}: ${ad.price} ${ad.fiat}`}
                          onClick={() => setChosen(ad)}
                        >
                          {t(action, { crypto: ad.crypto })}
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </QueryState>
      {chosen !== null ? <TakeDialog ad={chosen} onClose={() => setChosen(null)} /> : null}
    </P2pPage>
  );
}
