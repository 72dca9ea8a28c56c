import { dictionary } from '@zxcvbn-ts/language-common';

// Issue 17: "refused when they are in a well-known list of common passwords (an offline list from a maintained
// package; no network call)". The list is zxcvbn-ts's `passwords-common`: about 49,000 passwords ranked by how
// often they appear in leaked password sets, all lower-case, about 18,000 of them 8 characters or longer. It is
// server-only (380 KB); the forms in the browser leave the check to the API.
let common: ReadonlySet<string> | undefined;

/** True when the password, read without regard to capitals, is one of the well-known ones. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
