import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { uniqueId } from '../internal/store.ts';
import { LoadingMaskViewport } from '../loading-mask/LoadingMask.tsx';
import { MessageBoxViewport } from '../message-box/MessageBoxDialog.tsx';
import { NotificationViewport } from '../notification/Notification.tsx';
import { ToastViewport } from '../toast/Toast.tsx';
import { activeHostId, hostRegistry, setFallbackHostMounter } from './host-registry.ts';

export interface WidgetHostProps {
  /** Set by the services' own fallback mount; apps leave it out. */
  fallback?: boolean;
}

/**
 * Renders what the services show: toasts, notifications, the message box queue and loading masks.
 * Mount one inside the app's `WidgetLocaleProvider` and theme. Renders nothing on the server; if
 * several are mounted only one renders, and services mount one themselves when none exists.
 */
export function WidgetHost({ fallback = false }: WidgetHostProps) {
  const [id] = useState(() => uniqueId('tl-host'));
  const hosts = useSyncExternalStore(
    hostRegistry.subscribe,
    hostRegistry.get,
    hostRegistry.getServerSnapshot,
  );

  useLayoutEffect(() => {
    hostRegistry.set((entries) => [...entries, { id, fallback }]);
    return () => hostRegistry.set((entries) => entries.filter((entry) => entry.id !== id));
  }, [id, fallback]);

  if (activeHostId(hosts) !== id) return null;
  return (
    <>
      <ToastViewport />
      <NotificationViewport />
      <MessageBoxViewport />
      <LoadingMaskViewport />
    </>
  );
}

setFallbackHostMounter(() => {
  const container = document.createElement('div');
  container.dataset.tlWidgetHost = 'fallback';
  document.body.append(container);
  createRoot(container).render(<WidgetHost fallback />);
});
