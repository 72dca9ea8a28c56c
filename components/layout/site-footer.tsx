import { useTranslations } from 'next-intl';
import { ServerIsland } from '@/components/islands/server-island';
import type { FooterGroup } from '@/lib/site/navigation';
import { NavLink } from './nav-link';

export function SiteFooter({ groups }: { groups: readonly FooterGroup[] }) {
  const t = useTranslations('common');
  return (
    <footer className="site-footer" data-testid="site-footer">
      <ServerIsland kind="footer" shows={groups} className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{t('site.name')}</p>
          <p>{t('site.tagline')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
            <h2 id={`footer-${group.key}`}>{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.key}>
                  <NavLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </ServerIsland>
      <p className="container site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
