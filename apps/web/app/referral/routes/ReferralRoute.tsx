import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { REFERRAL_ENDPOINTS } from '@tideline/protocol/referral/endpoints';
import { QRCode } from '@tideline/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../../security/auth-links.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useReferralText } from '../i18n/use-referral-text.ts';
import { inviteLink } from '../invite-link.ts';
import { AssetAmounts, QueryState, ReferralPage } from '../ReferralPage.tsx';
import { useReferralOverview } from '../use-referral-queries.ts';

interface CodeRow {
  code: string;
  kickbackPercent: number;
  isDefault: boolean;
  invitees: number;
}

function CodeCard({ row, origin }: { row: CodeRow; origin: string }) {
  const t = useReferralText();
  const { localize } = usePageLocale();
  const [copied, setCopied] = useState<'link' | 'code' | null>(null);
  const link = inviteLink(origin, localize(AUTH_LINKS.register), row.code);
  const copy = async (what: 'link' | 'code') => {
    await navigator.clipboard?.writeText(what === 'link' ? link : row.code);
    setCopied(what);
  };
  return (
    <li className="referral-code" data-code={row.code}>
      <QRCode value={link} size={112} label={t('linkQr', { code: row.code })} />
      <div className="referral-code__body">
        <span className="referral-code__value">
          {row.code} {row.isDefault ? <span className="referral-muted">({t('defaultCode')})</span> : null}
        </span>
        <span>
          {t('kickbackValue', { invitee: row.kickbackPercent, inviter: 100 - row.kickbackPercent })}
        </span>
        <span className="referral-code__link" data-testid="invite-link">
          {link}
        </span>
        <span className="referral-muted">
          {t('invitees')}: <span className="numeric">{row.invitees}</span>
        </span>
        <div className="referral-actions">
          <button type="button" className="button button--primary" onClick={() => void copy('link')}>
            {t('copyLink')}
          </button>
          <button type="button" className="button" onClick={() => void copy('code')}>
            {t('copyCode')}
          </button>
          <span role="status" className="referral-muted">
            {copied === null ? '' : t('copied')}
          </span>
        </div>
      </div>
    </li>
  );
}

function NewCodeForm({ codesLeft }: { codesLeft: number }) {
  const t = useReferralText();
  const client = useApiClient();
  const queries = useQueryClient();
  const [kickback, setKickback] = useState('0');
  const create = useMutation({
    mutationFn: (kickbackPercent: number) =>
      callEndpoint(client, REFERRAL_ENDPOINTS.createCode, { kickbackPercent }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['referral', 'overview'] }),
  });
  const value = Number(kickback);
  const valid = kickback !== '' && Number.isInteger(value) && value >= 0 && value <= 100;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) create.mutate(value);
  };
  return (
    <section className="referral-section" aria-labelledby="referral-new">
      <h2 id="referral-new">{t('newCodeHeading')}</h2>
      <p className="referral-muted">{t('newCodeHint')}</p>
      <form className="referral-form" onSubmit={submit}>
        <label>
          {t('kickbackLabel')}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={kickback}
            aria-invalid={!valid}
            onChange={(event) => setKickback(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={!valid || codesLeft === 0 || create.isPending}
        >
          {t('createCode')}
        </button>
      </form>
      <p className="referral-muted">{t('codesLeft', { count: codesLeft })}</p>
      {create.isError ? <p role="alert">{create.error.message}</p> : null}
    </section>
  );
}

/** `/referral`: my codes and links (QR, copy), a new code with its kickback, and the totals. */
export default function ReferralRoute() {
  const t = useReferralText();
  const overview = useReferralOverview();
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return (
    <ReferralPage path="/referral" signedInOnly>
      <QueryState query={overview}>
        {(data) => (
          <>
            <section className="referral-section" aria-labelledby="referral-totals">
              <h2 id="referral-totals">{t('totalsHeading')}</h2>
              {data.invitedBy === null ? null : <p>{t('invitedBy', { name: data.invitedBy })}</p>}
              <dl className="referral-stats">
                <div>
                  <dt>{t('invitees')}</dt>
                  <dd className="numeric" data-testid="invitee-count">
                    {data.invitees}
                  </dd>
                </div>
                <div>
                  <dt>{t('tradingInvitees')}</dt>
                  <dd className="numeric">{data.tradingInvitees}</dd>
                </div>
                <div>
                  <dt>{t('commissionRate')}</dt>
                  <dd>{t('tierValue', { tier: data.tier, percent: data.commissionPercent })}</dd>
                </div>
                <div>
                  <dt>{t('earned')}</dt>
                  <dd>
                    <AssetAmounts amounts={data.earned} />
                  </dd>
                </div>
                <div>
                  <dt>{t('thisMonth')}</dt>
                  <dd>
                    <AssetAmounts amounts={data.thisMonth} />
                  </dd>
                </div>
              </dl>
            </section>
            <section className="referral-section" aria-labelledby="referral-codes">
              <h2 id="referral-codes">{t('codesHeading')}</h2>
              <ul className="referral-codes">
                {data.codes.map((row) => (
                  <CodeCard key={row.code} row={row} origin={origin} />
                ))}
              </ul>
            </section>
            <NewCodeForm codesLeft={data.codesLeft} />
          </>
        )}
      </QueryState>
    </ReferralPage>
  );
}
