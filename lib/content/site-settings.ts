import { type ThirdPartyIds, thirdPartyIds } from '@/lib/analytics/third-party';
import type { Locale } from '@/lib/i18n/config';
import { type FooterGroup, isExternalHref, type NavItem } from '@/lib/site/navigation';
import { contentLocale } from './locale';
import { siteSettingsQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

/** The cookie banner's copy (spec 2: text, See details, Ok). */
export interface CookieBannerCopy {
  text: string;
  detailsLabel: string;
  detailsHref: string;
  okLabel: string;
}

export interface SiteSettings {
  mainMenu: readonly NavItem[];
  footerGroups: readonly FooterGroup[];
  /** Null while the settings have no complete cookie banner: the site then shows none. */
  cookieBanner: CookieBannerCopy | null;
  /** spec 7: the analytics and tag-manager IDs, loaded only after the cookie banner's Ok (none by default). */
  thirdParty: ThirdPartyIds;
}

type MenuLinkRow = { _key: string; href: string | null; label: string | null };

/** Entries an editor left half-filled are left out rather than shown as blank links. */
function navItems(rows: readonly MenuLinkRow[] | null | undefined): NavItem[] {
  return (rows ?? []).flatMap(({ _key, href, label }) =>
    href && label ? [{ key: _key, href, label, external: isExternalHref(href) }] : [],
  );
}

/** The published site settings in a locale, each label in English where it has no translation yet. */
export async function siteSettings(locale: Locale): Promise<SiteSettings> {
  const row = await fetchContent(
    siteSettingsQuery,
    { locale: contentLocale(locale) },
    { tags: [CONTENT_TAGS.siteSettings] },
  );
  const banner = row?.cookieBanner;
  return {
    mainMenu: navItems(row?.mainMenu),
    footerGroups: (row?.footerGroups ?? []).flatMap(({ _key, title, links }) => {
      const items = navItems(links);
      return title && items.length > 0 ? [{ key: _key, title, items }] : [];
    }),
    cookieBanner:
      banner?.text && banner.detailsLabel && banner.detailsHref && banner.okLabel
        ? { text: banner.text, detailsLabel: banner.detailsLabel, detailsHref: banner.detailsHref, okLabel: banner.okLabel }
        : null,
    thirdParty: thirdPartyIds(row),
  };
}
