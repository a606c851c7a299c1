import { useMutation } from '@tanstack/react-query';
import { add, mul } from '@tideline/core/decimal';
import { formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { WEB3_ENDPOINTS } from '@tideline/protocol/web3-wallet/endpoints';
import type { TableColumn } from '@tideline/ui';
import { useId } from 'react';
import type { Address } from 'viem';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { refusalText } from '../../api/refusal-text.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { ActivityList } from '../ActivityList.tsx';
import { ErrorLine } from '../fields.tsx';
import { useWeb3Text } from '../i18n/use-web3-text.ts';
import { QueryState, WalletPage, Web3Table } from '../Web3Page.tsx';
import { useBalances, useInvalidateWeb3, useMine, useTokens, WEB3_QUERY_KEYS } from '../web3-api.ts';

interface Holding {
  symbol: string;
  balance: string;
  price: string;
  value: string;
}

function GasButton({ address }: { address: Address }) {
  const t = useWeb3Text();
  const client = useApiClient();
  const refresh = useInvalidateWeb3();
  const drip = useMutation({
    mutationFn: () => callEndpoint(client, WEB3_ENDPOINTS.gas, { address }),
    onSuccess: () => void refresh(),
  });
  return (
    <div className="web3-row">
      <p className="web3-muted">{t('noGas')}</p>
      <button type="button" className="button" disabled={drip.isPending} onClick={() => drip.mutate()}>
        {t('getGas')}
      </button>
      <ErrorLine error={drip.error ? refusalText(drip.error) : null} />
    </div>
  );
}

function Holdings({ address }: { address: Address }) {
  const t = useWeb3Text();
  const ids = useId();
  const tokens = useTokens();
  const balances = useBalances(address);
  return (
    <QueryState query={tokens}>
      {(list) => (
        <QueryState query={balances}>
          {(held) => {
            const ethPrice = list.tokens.find((token) => token.symbol === 'WETH')?.priceUsdt ?? '0';
            const rows: Holding[] = [
              {
                symbol: 'ETH',
                balance: held.eth,
                price: ethPrice,
                value: mul(held.eth, ethPrice).toFixed(2),
              },
              ...held.tokens.map((row) => ({
                symbol: row.symbol,
                balance: row.balance,
                price: list.tokens.find((token) => token.symbol === row.symbol)?.priceUsdt ?? '0',
                value: row.valueUsdt,
              })),
            ];
            const total = add(...rows.map((row) => row.value));
            const columns: TableColumn<Holding>[] = [
              { key: 'symbol', title: t('token'), minWidth: 90 },
              {
                key: 'balance',
                title: t('balance'),
                align: 'end',
                minWidth: 140,
                render: (row) => formatNumber(row.balance, { trimZeros: true }),
              },
              {
                key: 'price',
                title: t('priceUsdt'),
                align: 'end',
                minWidth: 120,
                render: (row) => formatNumber(row.price, { decimals: 4, trimZeros: true }),
              },
              {
                key: 'value',
                title: t('valueUsdt'),
                align: 'end',
                minWidth: 120,
                render: (row) => formatNumber(row.value, { decimals: 2 }),
              },
            ];
            return (
              <>
                <section className="web3-section" aria-labelledby={`${ids}-total`}>
                  <h2 id={`${ids}-total`}>{t('totalValue')}</h2>
                  <p className="web3-total numeric" data-testid="web3-total">
                    {formatNumber(total, { decimals: 2 })} USDT
                  </p>
                  {held.eth === '0' ? <GasButton address={address} /> : null}
                </section>
                <section className="web3-section" aria-labelledby={`${ids}-tokens`}>
                  <h2 id={`${ids}-tokens`}>{t('tokens')}</h2>
                  <div data-testid="web3-holdings">
                    <Web3Table
                      label={t('tokens')}
                      columns={columns}
                      rows={rows}
                      rowKey={(row) => row.symbol}
                      emptyText={t('noTokens')}
                    />
                  </div>
                </section>
              </>
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}

/** Withdrawals the exchange sent to this wallet, with their state (the gateway's records). */
function Withdrawals({ address }: { address: Address }) {
  const t = useWeb3Text();
  const time = useUtcTime();
  const withdrawals = useMine(WEB3_ENDPOINTS.withdrawals, WEB3_QUERY_KEYS.withdrawals);
  return (
    <QueryState query={withdrawals}>
      {(list) => {
        const mine = list.filter((row) => row.address.toLowerCase() === address.toLowerCase());
        if (mine.length === 0) return null;
        return (
          <ul className="web3-activity" data-testid="web3-withdrawals">
            {mine.map((row) => (
              <li key={row.id}>
                <span className="web3-activity__kind">{t('kindWithdrawal')}</span>
                <span>
                  {row.amount} {row.token}
                </span>
                <span className="web3-state" data-state={row.state}>
                  {t(
                    row.state === 'sent'
                      ? 'stateConfirmed'
                      : row.state === 'refunded'
                        ? 'stateRefunded'
                        : 'statePending',
                  )}
                </span>
                <span className="web3-muted">{time(row.createdAt)}</span>
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}

function Home({ address }: { address: Address }) {
  const t = useWeb3Text();
  const ids = useId();
  const tokens = useTokens();
  return (
    <>
      <Holdings address={address} />
      <section className="web3-section" aria-labelledby={`${ids}-activity`}>
        <h2 id={`${ids}-activity`}>{t('activity')}</h2>
        <ActivityList address={address} confirmationsNeeded={tokens.data?.confirmations ?? 3} />
        <Withdrawals address={address} />
      </section>
    </>
  );
}

/** `/web3`: the wallet's total value, its tokens priced by the exchange's market, and its activity. */
export default function HomeRoute() {
  return <WalletPage path="/web3">{(address) => <Home address={address} />}</WalletPage>;
}
