/**
 * The text of a string the HTML pushes into self.__next_f: single-quoted, its only escapes \uXXXX
 * (patches/next+16.4.6.patch, issue 16), or double-quoted JSON as Next writes it unpatched.
 */
function pushedText(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return literal.slice(1, -1).replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text of a page's RSC payload: the strings its HTML pushes into self.__next_f. */
export function flightText(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,('[^']*'|"(?:[^"\\]|\\.)*")\]\)<\/script>/g)]
    .map((m) => pushedText(m[1] ?? "''"))
    .join('');
}
