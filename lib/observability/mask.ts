// The issue "Go live safely": no full e-mail address and no secret of a link leaves the server in a log line
// or an error report.

// An address anywhere in a text, written plainly or percent-encoded as in a query string (`%40`). The local
// part never takes a quote or a backslash, so in JSON text a match stays inside one string.
const ADDRESS = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

/** 'mei.lin@example.com' -> 'm***@example.com': enough to follow a complaint, not to harvest addresses. */
export function maskEmail(email: string): string {
  const at = Math.max(email.lastIndexOf('@'), email.toLowerCase().lastIndexOf('%40'));
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The text with every address in it masked. Safe on JSON text: the first character of a match is kept, so
 * an escape before an address (`\n`) stays whole.
 */
export function maskEmails(text: string): string {
  return text.replace(ADDRESS, maskEmail);
}

// Query parameters that carry a secret: the restore link's hash (spec 2 /user/change-password?id=&hash=),
// tokens, OAuth's code and state, OpenID's signature.
const SECRET_PARAM =
  /([?&;](?:hash|token|access_token|id_token|refresh_token|code|state|secret|password|signature|sig|openid\.sig)=)[^&#\s"\\]*/gi;

/** The text with every address masked and the value of every secret query parameter in a URL left out. */
export function scrubText(text: string): string {
  return maskEmails(text).replace(SECRET_PARAM, '$1[redacted]');
}

/** A copy of a JSON value, scrubbed as scrubText() does in every string and key. */
export function scrubJson<T>(value: T): T {
  // JSON in, JSON out: the copy has the shape of the value it was made from.
  return JSON.parse(scrubText(JSON.stringify(value))) as T;
}
