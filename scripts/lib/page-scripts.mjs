/**
 * The script URLs a page's HTML loads, each once, in order. noModule scripts are left out: they are polyfills that
 * only browsers without ES modules download. For the First Load JS figures (bench, bench:bundle).
 */
export function pageScripts(html) {
  return [
    ...new Set(
      [...html.matchAll(/<script([^>]+)>/g)]
        .filter((m) => !/\snoModule/i.test(m[1]))
        .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
        .filter(Boolean),
    ),
  ];
}
