import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { isDownloadPath } from '@/lib/site/reserved-paths';

/**
 * A link written by an editor: a site path stays in the visitor's language (and loads client-side);
 * an anchor or another site is a plain link, the latter in a new tab. A download path is a plain link
 * too: it answers with the installer's host, which the router must not prefetch or fetch (the pages'
 * connect-src is the site's own).
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const locale = toLocale(useLocale());
  if (isDownloadPath(href)) {
    return (
      <a href={localizedPath(locale, href)} className={className}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
