import { RequestFailure } from '@tideline/core/request';
import { useAssetText } from './i18n/use-asset-text.ts';

/** The gateway's own localised message for a refused call; the page's generic text otherwise. */
export function useFailureText(): (failure: unknown) => string {
  const t = useAssetText();
  return (failure) =>
    failure instanceof RequestFailure && failure.envelope?.msg ? failure.envelope.msg : t('errorFailed');
}
