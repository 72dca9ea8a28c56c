/**
 * Where a click leads when the App Router handles it as a navigation: a left click, no modifier, on a same-origin
 * link to another page (not only another hash) that opens in this tab and is not a download. Undefined otherwise.
 */
export function clientNavigationTarget(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  // Same page (or only the hash differs): nothing loads.
  return url.pathname !== window.location.pathname || url.search !== window.location.search ? url : undefined;
}

/** True for a left click on a same-origin link that the App Router will handle as a navigation. */
export function isClientNavigation(event: MouseEvent): boolean {
  return clientNavigationTarget(event) !== undefined;
}
