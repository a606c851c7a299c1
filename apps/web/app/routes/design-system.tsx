import { Gallery } from '@tideline/ui/gallery';
import { useTranslation } from 'react-i18next';

/** The widget gallery (issue item 9), in the page's language, direction and theme. */
export default function DesignSystem() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('meta.designSystemTitle')} | ${t('meta.siteName')}`}</title>
      <h1>{t('designSystem.title')}</h1>
      <p className="design-system__intro">{t('designSystem.intro')}</p>
      <Gallery />
    </>
  );
}
