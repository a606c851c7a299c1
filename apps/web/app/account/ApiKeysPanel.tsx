import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageBox, type TableColumn, toast } from '@tideline/ui';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { fillText } from '../i18n/text-sections.ts';
import { ApiKeyForm } from './ApiKeyForm.tsx';
import {
  type ApiKey,
  type ApiKeyDraft,
  type CreatedApiKey,
  createApiKey,
  deleteApiKey,
  fetchApiKeys,
  SETTINGS_PATHS,
  updateApiKey,
} from './account-settings-api.ts';
import { Clipped } from './Clipped.tsx';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { Panel } from './Panel.tsx';
import { retryCancelled } from './retry-cancelled.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { tableHeight } from './table-height.ts';
import { useDateTime } from './use-date-time.ts';
import { useSettingsKey } from './use-settings-key.ts';

/** The secret of a new key, shown once; focus moves to it so it is not missed. */
function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const text = useAccountText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-secret" data-testid="api-key-secret" aria-labelledby="api-key-secret-title">
      <h3 id="api-key-secret-title" ref={heading} tabIndex={-1}>
        {text('apiSecretTitle')}
      </h3>
      <p className="account-secret__warning">{text('apiSecretOnce')}</p>
      <dl className="account-secret__pair">
        <dt>{text('apiAccessKey')}</dt>
        <dd>
          <code data-testid="api-access-key">{created.accessKey}</code>
        </dd>
        <dt>{text('apiSecretKey')}</dt>
        <dd>
          <code data-testid="api-secret-key">{created.secretKey}</code>
        </dd>
      </dl>
      <button type="button" className="button button--primary" onClick={onDone}>
        {text('apiSecretDone')}
      </button>
    </section>
  );
}

/** API keys of the acting account, or of the sub-account `userId` names: create, edit, delete. */
export function ApiKeysPanel({ userId }: { userId?: string | undefined }) {
  const text = useAccountText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const queryKey = useSettingsKey(SETTINGS_PATHS.apiKeys, userId);
  const keys = useQuery({ queryKey, queryFn: () => fetchApiKeys(client, userId), retry: retryCancelled });
  const [created, setCreated] = useState<CreatedApiKey>();
  const [editing, setEditing] = useState<ApiKey>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey });
      return true;
    } catch {
      return false; // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  const create = (draft: ApiKeyDraft) =>
    run(async () => {
      setCreated(await createApiKey(client, { ...draft, passphrase: draft.passphrase ?? '' }, userId));
    });

  const update = (key: ApiKey) => (draft: ApiKeyDraft) =>
    run(async () => {
      await updateApiKey(client, key.accessKey, draft, userId);
      toast({ message: text('apiUpdated'), type: 'success' });
      setEditing(undefined);
    });

  const remove = async (key: ApiKey) => {
    try {
      await MessageBox.confirm(
        fillText(text('apiDeleteConfirm'), { label: key.label }),
        text('apiDeleteTitle'),
        {
          type: 'warning',
          confirmButtonText: text('apiDelete'),
          cancelButtonText: text('cancel'),
        },
      );
    } catch {
      return; // Cancelled.
    }
    await run(async () => {
      await deleteApiKey(client, key.accessKey, userId);
      toast({ message: text('apiDeleted'), type: 'success' });
      if (editing?.accessKey === key.accessKey) setEditing(undefined);
    });
  };

  const permissionText = (key: ApiKey) =>
    key.permissions
      .map((permission) =>
        text(
          permission === 'read'
            ? 'permissionRead'
            : permission === 'trade'
              ? 'permissionTrade'
              : 'permissionWithdraw',
        ),
      )
      .join(', ');

  const columns: TableColumn<ApiKey>[] = [
    {
      key: 'label',
      title: text('apiLabel'),
      width: 120,
      render: (key) => <Clipped text={key.label} />,
    },
    {
      key: 'accessKey',
      title: text('apiAccessKey'),
      width: 170,
      render: (key) => <Clipped text={key.accessKey} code />,
    },
    {
      key: 'permissions',
      title: text('apiPermissions'),
      width: 120,
      render: (key) => <Clipped text={permissionText(key)} />,
    },
    {
      key: 'ipAllowList',
      title: text('apiIpList'),
      width: 140,
      render: (key) => (
        <Clipped text={key.ipAllowList.length > 0 ? key.ipAllowList.join(', ') : text('apiAnyIp')} />
      ),
    },
    {
      key: 'createTime',
      title: text('apiCreatedColumn'),
      width: 150,
      render: (key) => dateTime(key.createTime),
    },
    {
      key: 'actions',
      title: text('actionsColumn'),
      width: 120,
      align: 'end',
      render: (key) => (
        <span className="account-row-actions">
          <button
            type="button"
            className="account-link-button"
            data-action="edit-api-key"
            aria-label={`${text('apiEdit')} ${key.label}`}
            onClick={() => setEditing(key)}
          >
            {text('apiEdit')}
          </button>
          <button
            type="button"
            className="account-link-button account-link-button--danger"
            data-action="delete-api-key"
            aria-label={`${text('apiDelete')} ${key.label}`}
            onClick={() => void remove(key)}
          >
            {text('apiDelete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <p className="account-note">{text('apiIntro')}</p>
      {created ? <NewKeyNotice created={created} onDone={() => setCreated(undefined)} /> : null}
      <div className="account-grid">
        <Panel title={editing ? text('apiEditTitle') : text('apiCreateTitle')} testId="api-key-form">
          {editing ? (
            <ApiKeyForm
              key={editing.accessKey}
              initial={editing}
              busy={busy}
              onSubmit={update(editing)}
              onCancel={() => setEditing(undefined)}
            />
          ) : (
            <ApiKeyForm busy={busy} onSubmit={create} />
          )}
        </Panel>
      </div>
      <Panel title={text('apiListTitle')} testId="api-key-list">
        <LoadState query={keys}>
          {(list) => (
            <ScrollTable
              aria-label={text('apiListTitle')}
              columns={columns}
              data={list}
              rowKey={(key) => key.accessKey}
              height={tableHeight(list.length)}
              emptyText={text('apiEmpty')}
            />
          )}
        </LoadState>
      </Panel>
    </>
  );
}
