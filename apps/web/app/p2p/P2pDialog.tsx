import { FormDialog, type FormDialogProps } from '../shell/FormDialog.tsx';
import { useP2pText } from './i18n/use-p2p-text.ts';

/** The P2P pages' form dialog (take, put coin, release, appeal), in the P2P section's words. */
export function P2pDialog(props: Omit<FormDialogProps, 'closeLabel' | 'prefix'>) {
  const t = useP2pText();
  return <FormDialog {...props} closeLabel={t('close')} prefix="p2p" />;
}
