import type { RequestClient } from '@tideline/core/request';
import { useSyncExternalStore } from 'react';
import { StepUpDialog } from './StepUpDialog.tsx';
import type { StepUpQueue } from './step-up-queue.ts';

/** Shows the step-up proof while a step-up call waits for it (issue #21 item 1). */
export function StepUpHost({ queue, client }: { queue: StepUpQueue; client: RequestClient }) {
  const request = useSyncExternalStore(queue.subscribe, queue.current, () => null);
  return request ? <StepUpDialog request={request} client={client} /> : null;
}
