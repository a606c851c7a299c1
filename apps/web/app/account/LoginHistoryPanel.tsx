import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pagination, type TableColumn } from '@tideline/ui';
import { useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { fetchLoginHistory, type LoginRecord, SETTINGS_PATHS } from './account-settings-api.ts';
import { Clipped } from './Clipped.tsx';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { Panel } from './Panel.tsx';
import { retryCancelled } from './retry-cancelled.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { tableHeight } from './table-height.ts';
import { useDateTime } from './use-date-time.ts';
import { useSettingsKey } from './use-settings-key.ts';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** Login attempts, newest first, a page at a time. */
export function LoginHistoryPanel({ userId }: { userId?: string | undefined }) {
  const text = useAccountText();
  const client = useApiClient();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const settingsKey = useSettingsKey(SETTINGS_PATHS.loginHistory, userId);
  const history = useQuery({
    queryKey: [...settingsKey, page],
    queryFn: () => fetchLoginHistory(client, page, LOGIN_HISTORY_PAGE_SIZE, userId),
    placeholderData: keepPreviousData,
    retry: retryCancelled,
  });

  const columns: TableColumn<LoginRecord>[] = [
    { key: 'time', title: text('timeColumn'), width: 160, render: (record) => dateTime(record.time) },
    {
      key: 'method',
      title: text('methodColumn'),
      width: 110,
      render: (record) => <Clipped text={record.method} />,
    },
    {
      key: 'success',
      title: text('resultColumn'),
      width: 110,
      render: (record) => (
        <span className="account-result" data-success={record.success}>
          {record.success ? text('loginSucceeded') : text('loginFailed')}
        </span>
      ),
    },
    { key: 'ip', title: text('ipColumn'), width: 130, render: (record) => <Clipped text={record.ip} /> },
    {
      key: 'device',
      title: text('deviceColumn'),
      width: 280,
      render: (record) => (
        <span className="account-device" title={record.userAgent}>
          <span>{record.deviceId ?? '—'}</span>
          <span className="account-device__agent">{record.userAgent}</span>
        </span>
      ),
    },
  ];

  return (
    <Panel title={text('historyTitle')} testId="history-panel">
      <LoadState query={history}>
        {(data) => (
          <>
            <ScrollTable
              aria-label={text('historyTitle')}
              columns={columns}
              data={data.list}
              rowKey={(record) => record.id}
              height={tableHeight(data.list.length)}
              emptyText={text('historyEmpty')}
            />
            <Pagination
              aria-label={text('historyPages')}
              total={data.total}
              pageSize={LOGIN_HISTORY_PAGE_SIZE}
              currentPage={page}
              onCurrentChange={setPage}
              layout={['prev', 'pager', 'next']}
              hideOnSinglePage
            />
          </>
        )}
      </LoadState>
    </Panel>
  );
}
