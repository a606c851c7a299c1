import { P2P_CRYPTOS, P2P_FIATS, type P2pCrypto, type P2pFiat } from '@tideline/protocol/p2p/markets';
import { type PaymentType, paymentTypesFor } from '@tideline/protocol/p2p/payment-types';
import { NumberField, SegmentedControl, Select, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { useSessionUserId } from '../../security/auth-session.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { type P2pText, useP2pText } from '../i18n/use-p2p-text.ts';
import { MerchantStatsLine } from '../MerchantStatsLine.tsx';
import { startingFiat } from '../model/starting-fiat.ts';
import { P2pPage, P2pTable, QueryState, SignInPrompt } from '../P2pPage.tsx';
import type { P2pAd } from '../p2p-account.ts';
import { type AdFilter, useP2pAds } from '../p2p-api.ts';
import { paymentTypeName } from '../payment-names.ts';
import { TakeDialog } from '../TakeDialog.tsx';

const ANY = '';

const AD_ROW_HEIGHT_PX = 64;

function columns(
  t: P2pText,
  localize: (path: string) => string,
  takerBuys: boolean,
  onTake: (ad: P2pAd) => void,
): TableColumn<P2pAd>[] {
  const action = takerBuys ? 'buyCrypto' : 'sellCrypto';
  return [
    {
      key: 'merchant',
      title: t('merchant'),
      minWidth: 220,
      render: (row) => (
        <div className="p2p-merchant-cell">
          <Link to={localize(`/p2p/merchant/${row.merchant.userId}`)}>{row.merchant.nickname}</Link>
          <MerchantStatsLine merchant={row.merchant} />
        </div>
      ),
    },
    {
      key: 'price',
      title: t('price'),
      align: 'end',
      minWidth: 120,
      render: (row) => `${row.price} ${row.fiat}`,
    },
    {
      key: 'available',
      title: t('availableLimits'),
      minWidth: 220,
      render: (row) => (
        <div className="p2p-merchant-cell">
          <span>
            {row.remaining} {row.crypto}
          </span>
          <span className="p2p-muted">
            {row.minOrder} – {row.maxOrder} {row.fiat}
          </span>
        </div>
      ),
    },
    {
      key: 'payment',
      title: t('paymentMethods'),
      minWidth: 160,
      render: (row) => row.paymentTypes.map((type) => paymentTypeName(type, t)).join(', '),
    },
    {
      key: 'action',
      title: t('action'),
      align: 'end',
      render: (row) =>
        row.mine ? (
          <span className="p2p-muted">{t('yourAd')}</span>
        ) : (
          <button
            type="button"
            className={`button ${takerBuys ? 'button--primary' : ''}`}
            aria-label={`${t(action, { crypto: row.crypto })}: ${row.merchant.nickname}`}
            onClick={() => onTake(row)}
          >
            {t(action, { crypto: row.crypto })}
          </button>
        ),
    },
  ];
}

/**
 * `/p2p`: the market. Buy or sell, a crypto and a fiat, and optionally an amount the limits must
 * admit and a payment method; the online ads of the other side, best price first, with their
 * merchants' statistics. Taking one opens the take dialog.
 */
export default function MarketRoute() {
  const t = useP2pText();
  const ids = useId();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  const [takerSide, setTakerSide] = useState<'buy' | 'sell'>('buy');
  const [crypto, setCrypto] = useState<P2pCrypto>('USDT');
  const { preferences } = usePreferences();
  const [fiat, setFiat] = useState<P2pFiat>(() => startingFiat(preferences.unit));
  const [amount, setAmount] = useState('');
  const [paymentType, setPaymentType] = useState<PaymentType | ''>(ANY);
  const [chosen, setChosen] = useState<P2pAd | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  // A taker who buys answers sell ads, and the other way round.
  const filter: AdFilter = { side: takerSide === 'buy' ? 'sell' : 'buy', crypto, fiat, amount, paymentType };
  const ads = useP2pAds(filter);
  const onTake = (ad: P2pAd) => {
    if (userId === null) setAskSignIn(true);
    else setChosen(ad);
  };
  return (
    <P2pPage path="/p2p" signedInOnly={false}>
      <section className="p2p-section" aria-labelledby={`${ids}-market`}>
        <h2 id={`${ids}-market`}>{t('navMarket')}</h2>
        <div className="p2p-filters">
          <SegmentedControl
            aria-label={t('sideFilter')}
            options={[
              { value: 'buy', label: t('buy') },
              { value: 'sell', label: t('sell') },
            ]}
            value={takerSide}
            onValueChange={setTakerSide}
          />
          <SegmentedControl
            aria-label={t('crypto')}
            options={P2P_CRYPTOS.map((coin) => ({ value: coin, label: coin }))}
            value={crypto}
            onValueChange={setCrypto}
          />
          <div className="p2p-field">
            <label htmlFor={`${ids}-fiat`}>{t('fiat')}</label>
            <Select<string>
              id={`${ids}-fiat`}
              options={P2P_FIATS.map((code) => ({ value: code, label: code }))}
              value={fiat}
              onChange={(value) => {
                if (typeof value !== 'string' || value === '') return;
                setFiat(value as P2pFiat);
                setPaymentType(ANY);
              }}
            />
          </div>
          <div className="p2p-field">
            <label htmlFor={`${ids}-amount`}>{t('amountFilter')}</label>
            <NumberField
              id={`${ids}-amount`}
              value={amount}
              onValueChange={setAmount}
              decimals={2}
              min="0"
              suffix={fiat}
            />
          </div>
          <div className="p2p-field">
            <label htmlFor={`${ids}-payment`}>{t('paymentMethod')}</label>
            <Select<string>
              id={`${ids}-payment`}
              options={[
                { value: ANY, label: t('allMethods') },
                ...paymentTypesFor(fiat).map((type) => ({ value: type, label: paymentTypeName(type, t) })),
              ]}
              value={paymentType}
              onChange={(value) =>
                setPaymentType(typeof value === 'string' ? (value as PaymentType | '') : ANY)
              }
            />
          </div>
        </div>
        {askSignIn ? <SignInPrompt path="/p2p" /> : null}
        <QueryState query={ads}>
          {(rows) => (
            <P2pTable
              label={t('adsOf', { side: t(takerSide), crypto, fiat })}
              columns={columns(t, localize, takerSide === 'buy', onTake)}
              rows={rows}
              rowKey={(row) => row.id}
              emptyText={t('noAds')}
              rowHeight={AD_ROW_HEIGHT_PX}
            />
          )}
        </QueryState>
      </section>
      {chosen !== null ? <TakeDialog ad={chosen} onClose={() => setChosen(null)} /> : null}
    </P2pPage>
  );
}
