import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { isDownloadPath } from '@/lib/site/reserved-paths';
import { displayedHref } from '@/lib/text/link-allow-list';
import { DownloadLink } from './download-link';

/**
 * A link written by an editor: a site path stays in the visitor's language (and loads client-side);
 * an anchor or another site is a plain link, the latter in a new tab. A download path is a plain link
 * too (DownloadLink, which then says what happens next): it answers with the installer's host, which the router
 * must not prefetch or fetch (the pages' connect-src is the site's own). A target off spec 5's list (DESIGN "Displayed links": plus https
 * to other hosts) is emptied here, whatever the content source holds: the text stays, without href.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const locale = toLocale(useLocale());
  const target = displayedHref(href, { otherHttpsHosts: true });
  if (target === undefined) return <a className={className}>{children}</a>;
  if (isDownloadPath(target)) {
    return (
      <DownloadLink href={localizedPath(locale, target)} className={className}>
        {children}
      </DownloadLink>
    );
  }
  // The list lets no "//" or "/\" through: a value starting with "/" is a path on this site.
  if (target.startsWith('/')) {
    return (
      <Link href={target} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https:\/\//i.test(target);
  return (
    <a href={target} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
