import type { NavItem } from '@/lib/site/navigation';
import { Link } from '@/lib/i18n/navigation';

/** Internal items go through the locale-aware Link; external ones are plain links (a full page load). */
export function NavLink({ item }: { item: NavItem }) {
  if (item.external) {
    return (
      <a href={item.href} rel="noopener" target="_blank">
        {item.label}
      </a>
    );
  }
  return <Link href={item.href}>{item.label}</Link>;
}
