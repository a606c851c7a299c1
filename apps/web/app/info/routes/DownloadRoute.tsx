import type { DownloadEntry, DownloadPlatform } from '@tideline/protocol/info/schemas';
import type { TableColumn } from '@tideline/ui';
import { Link } from 'react-router';
import { NewTabLink } from '../../shell/NewTabLink.tsx';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { InfoPage, InfoSection, QueryView } from '../InfoPage.tsx';
import { InfoTable } from '../InfoTable.tsx';
import { type InfoText, useInfoText } from '../i18n/use-info-text.ts';
import { formatMegabytes } from '../info-format.ts';
import { useDownloads } from '../use-info-queries.ts';

/** Product names of the platforms; only the web app's name is a translated phrase. */
function platformName(platform: DownloadPlatform, t: InfoText): string {
  const names: Record<Exclude<DownloadPlatform, 'web'>, string> = {
    ios: 'iOS',
    android: 'Android',
    windows: 'Windows',
    macos: 'macOS',
    linux: 'Linux',
  };
  return platform === 'web' ? t('platformWeb') : names[platform];
}

function GetCell({ entry }: { entry: DownloadEntry }) {
  const t = useInfoText();
  const { localize } = usePageLocale();
  const label = `${t('get')}: ${platformName(entry.platform, t)}`;
  if (entry.url === null) return <span className="info-muted">{t('notPublished')}</span>;
  if (entry.url.startsWith('/')) {
    return (
      <Link to={localize(entry.url)} aria-label={label}>
        {entry.platform === 'web' ? t('openWebApp') : t('get')}
      </Link>
    );
  }
  return (
    <NewTabLink href={entry.url} aria-label={label}>
      {t('get')}
    </NewTabLink>
  );
}

/** §2 `/download`: the apps per platform, as the server's configuration lists them. */
export default function DownloadRoute() {
  const t = useInfoText();
  const downloads = useDownloads();
  const columns: TableColumn<DownloadEntry>[] = [
    { key: 'platform', title: t('platform'), render: (row) => platformName(row.platform, t) },
    { key: 'version', title: t('version'), render: (row) => <span className="numeric">{row.version}</span> },
    {
      key: 'released',
      title: t('released'),
      render: (row) => <span className="numeric">{row.releasedAt}</span>,
    },
    { key: 'requires', title: t('requires'), minWidth: 180, value: (row) => row.minimumSystem },
    {
      key: 'size',
      title: t('size'),
      align: 'end',
      render: (row) => (
        <span className="numeric">{row.sizeBytes === null ? '--' : formatMegabytes(row.sizeBytes)}</span>
      ),
    },
    { key: 'get', title: t('get'), render: (row) => <GetCell entry={row} /> },
  ];
  return (
    <InfoPage title={t('downloadTitle')} description={t('downloadDescription')}>
      <InfoSection id="info-downloads" title={t('platform')}>
        <QueryView query={downloads}>
          {(entries) => (
            <InfoTable
              columns={columns}
              rows={entries}
              rowKey={(row) => row.platform}
              labelledBy="info-downloads"
            />
          )}
        </QueryView>
      </InfoSection>
    </InfoPage>
  );
}
