import { FormDialog, type FormDialogProps } from '../shell/FormDialog.tsx';
import { useCopyText } from './i18n/use-copy-text.ts';

/** The copy-trading pages' form dialog (follow, stop, profile), in the section's words. */
export function CopyDialog(props: Omit<FormDialogProps, 'closeLabel' | 'prefix'>) {
  const t = useCopyText();
  return <FormDialog {...props} closeLabel={t('close')} prefix="copy" />;
}
