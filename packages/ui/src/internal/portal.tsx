import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

const subscribeNever = () => () => {};

/** True once running in a browser after hydration, so server and first client render agree. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export interface PortalProps {
  children?: ReactNode;
  /** Where to render; `document.body` by default. */
  container?: Element | null;
}

/** Renders its children at the end of `document.body`; renders nothing on the server. */
export function Portal({ children, container }: PortalProps) {
  const isClient = useIsClient();
  if (!isClient) return null;
  return createPortal(children, container ?? document.body);
}
