import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from './icons.tsx';
import { usePageLocale } from './page-locale-context.tsx';
import { SITE_LINKS } from './site-links.ts';

export function Footer() {
  const { t } = useTranslation();
  const { localize } = usePageLocale();
  const columns = [
    {
      title: t('footer.products'),
      links: [
        { to: SITE_LINKS.spot, label: t('nav.spot') },
        { to: SITE_LINKS.margin, label: t('nav.margin') },
        { to: SITE_LINKS.futures, label: t('nav.futures') },
        { to: SITE_LINKS.copyTrading, label: t('nav.copyTrading') },
        { to: SITE_LINKS.p2p, label: t('nav.p2p') },
        { to: SITE_LINKS.earn, label: t('nav.earn') },
      ],
    },
    {
      title: t('footer.services'),
      links: [
        { to: SITE_LINKS.fees, label: t('footer.fees') },
        { to: SITE_LINKS.vip, label: t('footer.vip') },
        { to: SITE_LINKS.download, label: t('footer.download') },
        { to: SITE_LINKS.web3Wallet, label: t('nav.web3Wallet') },
      ],
    },
    {
      title: t('footer.about'),
      links: [
        { to: SITE_LINKS.proofOfReserves, label: t('footer.proofOfReserves') },
        { to: SITE_LINKS.protectionFund, label: t('footer.protectionFund') },
        { to: SITE_LINKS.designSystem, label: t('footer.designSystem') },
      ],
    },
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
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={localize(link.to)}>{link.label}</Link>
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
