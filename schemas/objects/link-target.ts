import { displayedHref, urlAsBrowserReadsIt } from '@/lib/text/link-allow-list';

// spec 5 and DESIGN "Displayed links": the Studio gives the verdict the site gives when it renders a
// link (components/content-link.tsx), before publishing rather than by emptying the link on the page.

/** Where a link an editor writes may go: a path on this site, an anchor, an https URL, a mail address or a phone number. */
export function linkTarget(href: string | undefined): true | string {
  if (!href) return true;
  if (urlAsBrowserReadsIt(href) !== href) return 'Remove the spaces and line breaks around the link, and any tab or line break in it.';
  return displayedHref(href, { otherHttpsHosts: true }) === undefined
    ? 'Start with /, #, ./, ../, https://, mailto: or tel: (not //). The site shows any other link as plain text.'
    : true;
}

/** A path on this site ("/privacy"): no other host, not even through "//". */
export function sitePath(href: string | undefined): true | string {
  if (!href) return true;
  return displayedHref(href) === href && href.startsWith('/') ? true : 'A path on this site, like /privacy.';
}
