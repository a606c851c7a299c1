import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageBox, type TableColumn, toast } from '@tideline/ui';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { fillText } from '../i18n/text-sections.ts';
import { type Device, fetchDevices, removeDevice, SETTINGS_PATHS } from './account-settings-api.ts';
import { Clipped } from './Clipped.tsx';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { Panel } from './Panel.tsx';
import { retryCancelled } from './retry-cancelled.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { tableHeight } from './table-height.ts';
import { useDateTime } from './use-date-time.ts';
import { useSettingsKey } from './use-settings-key.ts';

/** Devices that signed in to the account; removing one ends its sessions after a confirmation. */
export function DevicesPanel({ userId }: { userId?: string | undefined }) {
  const text = useAccountText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const queryKey = useSettingsKey(SETTINGS_PATHS.devices, userId);
  const devices = useQuery({ queryKey, queryFn: () => fetchDevices(client, userId), retry: retryCancelled });

  const remove = async (device: Device) => {
    try {
      await MessageBox.confirm(
        fillText(text('removeDeviceConfirm'), { device: device.deviceId }),
        text('removeDeviceTitle'),
        {
          type: 'warning',
          confirmButtonText: text('remove'),
          cancelButtonText: text('cancel'),
        },
      );
    } catch {
      return; // Cancelled.
    }
    try {
      await removeDevice(client, device.id, userId);
      toast({ message: text('deviceRemoved'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      // The request client has shown the gateway's message.
    }
  };

  const columns: TableColumn<Device>[] = [
    {
      key: 'device',
      title: text('deviceColumn'),
      width: 260,
      render: (device) => (
        <span className="account-device" title={device.userAgent}>
          <span>{device.deviceId}</span>
          <span className="account-device__agent">{device.userAgent}</span>
        </span>
      ),
    },
    { key: 'ip', title: text('ipColumn'), width: 130, render: (device) => <Clipped text={device.ip} /> },
    {
      key: 'firstSeen',
      title: text('firstSeenColumn'),
      width: 160,
      render: (device) => dateTime(device.firstSeen),
    },
    {
      key: 'lastSeen',
      title: text('lastSeenColumn'),
      width: 160,
      render: (device) => dateTime(device.lastSeen),
    },
    {
      key: 'actions',
      title: text('actionsColumn'),
      width: 110,
      align: 'end',
      render: (device) => (
        <button
          type="button"
          className="account-link-button"
          data-action="remove-device"
          aria-label={`${text('remove')} ${device.deviceId}`}
          onClick={() => void remove(device)}
        >
          {text('remove')}
        </button>
      ),
    },
  ];

  return (
    <Panel title={text('devicesTitle')} testId="devices-panel">
      <LoadState query={devices}>
        {(list) => (
          <ScrollTable
            aria-label={text('devicesTitle')}
            columns={columns}
            data={list}
            rowKey={(device) => device.id}
            height={tableHeight(list.length)}
            emptyText={text('devicesEmpty')}
          />
        )}
      </LoadState>
    </Panel>
  );
}
