import { AccountWithMoves, IsolatedAccounts } from '../AccountsPanel.tsx';
import { useMarginText } from '../i18n/use-margin-text.ts';
import { MarginPage, QueryState } from '../MarginPage.tsx';
import { useMarginAccounts, useMarginInfo } from '../margin-api.ts';
import { MARGIN_LINKS } from '../margin-links.ts';
import { useMarginStream } from '../use-margin-stream.ts';

/**
 * `/asset/margin`: the cross account and the isolated accounts: assets, liabilities, interest,
 * margin level (and liquidation price of a pair), with transfer, borrow and repay; live from the
 * private `margin.account` channel.
 */
export default function AssetRoute() {
  const t = useMarginText();
  useMarginStream();
  const accounts = useMarginAccounts();
  const info = useMarginInfo();
  return (
    <MarginPage path={MARGIN_LINKS.assets} signedInOnly>
      <QueryState query={accounts}>
        {(data) => (
          <QueryState query={info}>
            {(marginInfo) => (
              <>
                <p className="margin-muted" data-testid="margin-levels">
                  {t('levelsNote', {
                    warning: marginInfo.warningLevel,
                    call: marginInfo.marginCallLevel,
                    liquidation: marginInfo.liquidationLevel,
                  })}
                </p>
                <AccountWithMoves refOf={{ mode: 'cross', symbol: null }} accounts={data} info={marginInfo} />
                <IsolatedAccounts accounts={data} info={marginInfo} />
              </>
            )}
          </QueryState>
        )}
      </QueryState>
    </MarginPage>
  );
}
