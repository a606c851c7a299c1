import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { MessageBox, Switch, type TableColumn, toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { Field } from '../auth/Field.tsx';
import { Clipped } from './Clipped.tsx';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { checkWhitelistEntry, type WhitelistProblem } from './model/whitelist-form.ts';
import { Panel } from './Panel.tsx';
import { retryCancelled } from './retry-cancelled.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { tableHeight } from './table-height.ts';
import { useDateTime } from './use-date-time.ts';
import {
  addWhitelistAddress,
  fetchWithdrawSettings,
  removeWhitelistAddress,
  setNoPassword,
  type WhitelistEntry,
  WITHDRAW_SETTINGS_KEY,
} from './withdraw-settings-api.ts';

/**
 * The withdraw no-password flag and the address whitelist (spec §7, issue #30 item 1): with the
 * flag on, small withdrawals to a listed address need no code. Adding an address and turning the
 * flag either way ask for the password and the second factor (the request client's step-up
 * dialog); removing an address only narrows where money may go, so it asks for a confirmation.
 */
export function WithdrawSettingsPanel() {
  const text = useAccountText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const settings = useQuery({
    queryKey: WITHDRAW_SETTINGS_KEY,
    queryFn: () => fetchWithdrawSettings(client),
    retry: retryCancelled,
  });
  const [label, setLabel] = useState('');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<WhitelistProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: WITHDRAW_SETTINGS_KEY });
  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      toast({ message: done, type: 'success' });
      await refresh();
      return true;
    } catch {
      // The request client has shown the gateway's message (or the user closed the proof dialog).
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkWhitelistEntry({ label, address });
    setProblem(found);
    if (found) return;
    const added = await act(
      () => addWhitelistAddress(client, address.trim(), label.trim()),
      text('whitelistAddedToast'),
    );
    if (added) {
      setLabel('');
      setAddress('');
    }
  };

  const remove = async (entry: WhitelistEntry) => {
    try {
      await MessageBox.confirm(
        text('whitelistRemoveConfirm', { label: entry.label, address: entry.address }),
        text('whitelistRemoveTitle'),
        { type: 'warning', confirmButtonText: text('remove'), cancelButtonText: text('cancel') },
      );
    } catch {
      return; // Cancelled.
    }
    await act(() => removeWhitelistAddress(client, entry.id), text('whitelistRemovedToast'));
  };

  const columns: TableColumn<WhitelistEntry>[] = [
    {
      key: 'label',
      title: text('whitelistLabel'),
      width: 150,
      render: (entry) => <Clipped text={entry.label} />,
    },
    {
      key: 'address',
      title: text('whitelistAddress'),
      width: 260,
      render: (entry) => <span className="account-mono">{entry.address}</span>,
    },
    {
      key: 'added',
      title: text('whitelistAddedColumn'),
      width: 160,
      render: (entry) => dateTime(entry.createdAt),
    },
    {
      key: 'actions',
      title: text('actionsColumn'),
      width: 100,
      align: 'end',
      render: (entry) => (
        <button
          type="button"
          className="account-link-button"
          aria-label={`${text('remove')} ${entry.label}`}
          disabled={busy}
          onClick={() => void remove(entry)}
        >
          {text('remove')}
        </button>
      ),
    },
  ];

  return (
    <Panel title={text('withdrawSettingsTitle')} testId="withdraw-settings-panel">
      <p className="account-note">{text('whitelistStepUpNote')}</p>
      <LoadState query={settings}>
        {(current) => (
          <>
            <Switch
              checked={current.noPassword}
              disabled={busy}
              onCheckedChange={(enabled) =>
                void act(
                  () => setNoPassword(client, enabled),
                  text(enabled ? 'noPasswordOn' : 'noPasswordOff'),
                )
              }
            >
              {text('noPasswordLabel')}
            </Switch>
            <p className="account-note" data-testid="no-password-limits">
              {text('noPasswordLimits', {
                single: formatNumber(current.singleLimitUsdt),
                daily: formatNumber(current.dailyLimitUsdt),
                used: formatNumber(current.usedUsdt),
              })}
            </p>
            <ScrollTable
              aria-label={text('withdrawSettingsTitle')}
              columns={columns}
              data={current.whitelist}
              rowKey={(entry) => entry.id}
              height={tableHeight(current.whitelist.length)}
              emptyText={text('whitelistEmpty')}
            />
            <form
              className="auth-form account-form"
              data-form="whitelist-add"
              noValidate
              onSubmit={add}
              aria-busy={busy}
            >
              <Field
                id="whitelist-label"
                label={text('whitelistLabel')}
                autoComplete="off"
                value={label}
                onValueChange={setLabel}
                error={
                  problem === 'whitelistLabelRequired' || problem === 'whitelistLabelTooLong'
                    ? text(problem)
                    : undefined
                }
              />
              <Field
                id="whitelist-address"
                label={text('whitelistAddress')}
                autoComplete="off"
                spellCheck={false}
                maxLength={128}
                value={address}
                onValueChange={setAddress}
                error={problem === 'whitelistAddressInvalid' ? text(problem) : undefined}
              />
              <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
                {text('whitelistAdd')}
              </button>
            </form>
          </>
        )}
      </LoadState>
    </Panel>
  );
}
