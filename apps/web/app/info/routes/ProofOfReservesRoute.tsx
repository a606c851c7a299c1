import { useMutation } from '@tanstack/react-query';
import { formatByPrecision } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { INFO_ENDPOINTS } from '@tideline/protocol/info/endpoints';
import type { AssetReserve, InclusionProof } from '@tideline/protocol/info/schemas';
import type { TableColumn } from '@tideline/ui';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../../security/auth-session.ts';
import { InfoPage, InfoSection, QueryView } from '../InfoPage.tsx';
import { InfoTable } from '../InfoTable.tsx';
import { useInfoText } from '../i18n/use-info-text.ts';
import { formatRatio, formatUtcTime } from '../info-format.ts';
import { rootFromProof } from '../merkle-proof.ts';
import { SignInLink } from '../SignInLink.tsx';
import { useReserves } from '../use-info-queries.ts';

/** Ledger amounts carry 8 decimals. */
const AMOUNT_DECIMALS = 8;

interface Verification {
  proof: InclusionProof;
  computedRoot: string;
  matches: boolean;
}

/** Fetches the caller's proof and rebuilds the root in the browser; it trusts only the hashes. */
function InclusionCheck() {
  const t = useInfoText();
  const client = useApiClient();
  const userId = useSessionUserId();
  const verify = useMutation({
    mutationFn: async (): Promise<Verification> => {
      const proof = await callEndpoint(client, INFO_ENDPOINTS.reserveProof);
      const computedRoot = await rootFromProof(proof.leaf, proof.proof);
      return { proof, computedRoot, matches: computedRoot === proof.merkleRoot };
    },
  });
  if (userId === null) {
    return (
      <p className="info-note">
        {t('verifySignIn')} <SignInLink />
      </p>
    );
  }
  const result = verify.data;
  return (
    <div className="info-verify">
      <button
        type="button"
        className="button button--primary"
        disabled={verify.isPending}
        onClick={() => verify.mutate()}
      >
        {verify.isPending ? t('verifying') : t('verifyButton')}
      </button>
      <div aria-live="polite">
        {verify.isError ? (
          <p className="info-result info-result--bad" role="alert">
            {t('verifyFailed')}
          </p>
        ) : null}
        {result !== undefined ? (
          <div className="info-verify__result" data-testid="inclusion-result">
            <p
              className={result.matches ? 'info-result info-result--good' : 'info-result info-result--bad'}
              data-verified={result.matches ? 'true' : 'false'}
            >
              {result.matches ? t('verifyOk') : t('verifyMismatch')}
            </p>
            <dl className="info-facts">
              <dt>{t('yourLeaf')}</dt>
              <dd>
                {result.proof.balances.length === 0 ? (
                  t('noBalances')
                ) : (
                  <ul className="info-balances">
                    {result.proof.balances.map((item) => (
                      <li key={item.asset}>
                        <span className="numeric">{formatByPrecision(item.amount, AMOUNT_DECIMALS)}</span>{' '}
                        {item.asset}
                      </li>
                    ))}
                  </ul>
                )}
                <code className="info-hash">{result.proof.leaf}</code>
              </dd>
              <dt>{t('computedRoot')}</dt>
              <dd>
                <code className="info-hash" data-testid="computed-root">
                  {result.computedRoot}
                </code>
              </dd>
              <dt>{t('merkleRoot')}</dt>
              <dd>
                <code className="info-hash">{result.proof.merkleRoot}</code>
              </dd>
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** §2 `/proof-of-reserves`: reserves against user balances per asset, the Merkle root, the check. */
export default function ProofOfReservesRoute() {
  const t = useInfoText();
  const reserves = useReserves();
  const columns: TableColumn<AssetReserve>[] = [
    { key: 'asset', title: t('asset'), value: (row) => row.asset },
    {
      key: 'reserves',
      title: t('reserves'),
      align: 'end',
      minWidth: 150,
      render: (row) => <span className="numeric">{formatByPrecision(row.reserves, AMOUNT_DECIMALS)}</span>,
    },
    {
      key: 'liabilities',
      title: t('liabilities'),
      align: 'end',
      minWidth: 150,
      render: (row) => <span className="numeric">{formatByPrecision(row.liabilities, AMOUNT_DECIMALS)}</span>,
    },
    {
      key: 'ratio',
      title: t('ratio'),
      align: 'end',
      render: (row) => <span className="numeric">{formatRatio(row.ratio)}</span>,
    },
  ];
  return (
    <InfoPage title={t('porTitle')} description={t('porDescription')}>
      <QueryView query={reserves}>
        {(snapshot) => (
          <>
            <InfoSection
              id="info-reserves"
              title={t('snapshotAt', { time: formatUtcTime(snapshot.takenAt) })}
            >
              <InfoTable
                columns={columns}
                rows={snapshot.assets}
                rowKey={(row) => row.asset}
                labelledBy="info-reserves"
              />
              <dl className="info-facts">
                <dt>{t('merkleRoot')}</dt>
                <dd>
                  <code className="info-hash" data-testid="merkle-root">
                    {snapshot.merkleRoot}
                  </code>
                </dd>
              </dl>
              <p className="info-note">{t('accountsIncluded', { count: snapshot.leafCount })}</p>
            </InfoSection>
            <InfoSection id="info-verify" title={t('verifyTitle')}>
              <p>{t('verifyBody')}</p>
              <InclusionCheck />
            </InfoSection>
          </>
        )}
      </QueryView>
    </InfoPage>
  );
}
