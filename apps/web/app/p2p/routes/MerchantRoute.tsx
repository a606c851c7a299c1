import { P2P_CRYPTOS, P2P_FIATS, type P2pCrypto, type P2pFiat } from '@tideline/protocol/p2p/markets';
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useP2pText } from '../i18n/use-p2p-text.ts';
import { MerchantStatsList } from '../MerchantStatsLine.tsx';
import { P2pPage, QueryState } from '../P2pPage.tsx';
import type { P2pAd } from '../p2p-account.ts';
import { useP2pAds } from '../p2p-api.ts';
import { paymentTypeName } from '../payment-names.ts';

function pick<T extends string>(value: string | null, choices: readonly [T, ...T[]]): T {
  return choices.includes(value as T) ? (value as T) : choices[0];
}

/**
 * `/p2p/merchant/:userId?crypto=&fiat=`: a merchant's record from real orders and its online ads
 * on both sides of the market the link came from.
 */
export default function MerchantRoute() {
  const t = useP2pText();
  const ids = useId();
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const crypto: P2pCrypto = pick(search.get('crypto'), P2P_CRYPTOS);
  const fiat: P2pFiat = pick(search.get('fiat'), P2P_FIATS);
  const sells = useP2pAds({ side: 'sell', crypto, fiat, amount: '', paymentType: '' });
  const buys = useP2pAds({ side: 'buy', crypto, fiat, amount: '', paymentType: '' });
  const own = (ads: readonly P2pAd[]) => ads.filter((ad) => String(ad.merchant.userId) === userId);
  return (
    <P2pPage path={`/p2p/merchant/${userId}`} signedInOnly={false}>
      <QueryState query={sells}>
        {(sellAds) => (
          <QueryState query={buys}>
            {(buyAds) => {
              const ads = [...own(sellAds), ...own(buyAds)];
              const merchant = ads[0]?.merchant;
              return (
                <section className="p2p-section" aria-labelledby={`${ids}-merchant`}>
                  <h2 id={`${ids}-merchant`}>{merchant?.nickname ?? t('merchant')}</h2>
                  {merchant === undefined ? (
                    <p className="p2p-muted">{t('noMerchantAds', { crypto, fiat })}</p>
                  ) : (
                    <>
                      <MerchantStatsList merchant={merchant} />
                      <h3>{t('merchantAds', { crypto, fiat })}</h3>
                      <ul className="p2p-cards">
                        {ads.map((ad) => (
                          <li key={ad.id}>
                            <strong>
                              {t(ad.side === 'sell' ? 'adSell' : 'adBuy')} {ad.crypto} · {ad.price} {ad.fiat}
                            </strong>
                            <span>
                              {t('limits')}: {ad.minOrder} – {ad.maxOrder} {ad.fiat}
                            </span>
                            <span>{ad.paymentTypes.map((type) => paymentTypeName(type, t)).join(', ')}</span>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </section>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </P2pPage>
  );
}
