/** The text of a page's RSC payload: the strings its HTML pushes into self.__next_f. */
export function flightText(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? '[]') as [number, string?])
    .filter((chunk) => chunk[0] === 1)
    .map((chunk) => chunk[1] ?? '')
    .join('');
}
