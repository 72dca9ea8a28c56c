import type { ReactNode } from 'react';
import type { NavItem } from '@/lib/site/navigation';
import { Link } from '@/lib/i18n/navigation';

/** Internal items go through the locale-aware Link; external ones are plain links (a full page load). */
export function NavLink({ item, children }: { item: NavItem; children: ReactNode }) {
  if (item.external) {
    return (
      <a href={item.href} rel="noopener" target="_blank">
        {children}
      </a>
    );
  }
  return <Link href={item.href}>{children}</Link>;
}
