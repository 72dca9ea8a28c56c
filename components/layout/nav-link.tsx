import type { NavItem } from '@/lib/site/navigation';
import { Link } from '@/lib/i18n/navigation';
import { displayedHref } from '@/lib/text/link-allow-list';

/**
 * Internal items go through the locale-aware Link; external ones are plain links (a full page load)
 * in a new tab. A target off spec 5's list (DESIGN "Displayed links": plus https to other hosts) is
 * emptied at render time: the label stays, without href.
 */
export function NavLink({ item }: { item: NavItem }) {
  const href = displayedHref(item.href, { otherHttpsHosts: true });
  if (href === undefined) return <a>{item.label}</a>;
  if (item.external) {
    return (
      <a href={href} rel="noopener noreferrer" target="_blank">
        {item.label}
      </a>
    );
  }
  return <Link href={href}>{item.label}</Link>;
}
