// spec 2: the main menu and footer. Their entries are content (the Studio's Site settings,
// lib/content/site-settings.ts); this is the shape the layout renders.

export type NavItem = {
  key: string;
  label: string;
  href: string;
  /** External targets open with a full page load (spec 2). */
  external: boolean;
};

export type FooterGroup = {
  key: string;
  title: string;
  items: readonly NavItem[];
};

/** A full URL (https:, mailto:) leaves the site; a path or an anchor stays in it. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}
