'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './account-nav.module.css';

export interface AccountNavItem {
  href: string;
  label: string;
  /** Current only on this very path, not below it (the area's own root). */
  exact?: boolean;
}

/** The account area's navigation; the page being shown is marked for screen readers and styled. */
export function AccountNav({ label, items }: { label: string; items: AccountNavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={`container ${styles.nav}`} data-testid="account-nav">
      <ul>
        {items.map((item) => {
          const current = pathname === item.href || (!item.exact && pathname.startsWith(`${item.href}/`));
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
