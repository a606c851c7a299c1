import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from './icons.tsx';
import { navEntriesIn } from './nav-entries.ts';
import { usePageLocale } from './page-locale-context.tsx';
import { useText } from './use-text.ts';

export function Footer() {
  const { t } = useTranslation();
  const text = useText();
  const { localize } = usePageLocale();
  const columns = [
    { title: t('footer.products'), entries: navEntriesIn('footerProducts') },
    { title: t('footer.services'), entries: navEntriesIn('footerServices') },
    { title: t('footer.about'), entries: navEntriesIn('footerAbout') },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__brand">
        <LogoMark />
        <span>{t('meta.siteName')}</span>
      </div>
      <nav className="site-footer__nav" aria-label={t('a11y.footerNavigation')}>
        {columns.map((column) => (
          <section key={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.entries.map((entry) => (
                <li key={entry.to}>
                  <Link to={localize(entry.to)}>{text(entry.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__risk">{t('footer.riskWarning')}</p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
