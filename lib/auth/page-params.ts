/** The query of a page as Next.js hands it over. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** One query parameter's value: the first when it is repeated, null when absent or empty. */
export function singleParam(params: PageSearchParams, name: string): string | null {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}
