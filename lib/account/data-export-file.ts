// Issue 23: the name "Download my data" saves its file under, the same from the API and the profile page.

/** `remapper-account-data-2026-11-26.json`: the shop and the day the copy was made (UTC). */
export function dataExportFileName(madeAt: Date, extension: 'json' | 'html' = 'json'): string {
  return `remapper-account-data-${madeAt.toISOString().slice(0, 10)}.${extension}`;
}
