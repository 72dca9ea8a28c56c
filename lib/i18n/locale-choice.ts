/**
 * spec 2, 9: the visitor's language choice, kept in the locale cookie and honoured on the unprefixed (English)
 * paths. Decided in the browser, not by the server, so a page's HTML depends on its URL alone: a shared cache
 * (nginx, a CDN) can hold it without a `Vary: Cookie` it could not key on, and no page answer sets a cookie.
 * The one server-side part is the switcher's explicit English choice (`/en/...`), a redirect that sets it (lib/http/page-proxy.ts).
 *
 * `chooseLocale` runs as an inline script before the page paints (`localeChoiceScript`), so it is written
 * self-contained: no imports, no closures, only what a browser has.
 */
export interface LocaleChoiceInput {
  /** The page's own language (its URL's). */
  pageLocale: string;
  pathname: string;
  search: string;
  hash: string;
  /** document.cookie */
  cookie: string;
  /** navigator.languages (or [navigator.language]) */
  languages: readonly string[];
}

export interface LocaleChoice {
  /** Where to go instead: the same page in the remembered (or, on a first visit, the browser's) language. */
  redirect?: string;
  /** A cookie to write: the page's language becomes the remembered one. */
  cookie?: string;
}

export function chooseLocale(input: LocaleChoiceInput): LocaleChoice {
  const NAME = 'NEXT_LOCALE';
  const MAX_AGE = 31_536_000;
  const CHINESE = 'zh-CN';
  let remembered: string | undefined;
  for (const pair of input.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === NAME) remembered = pair.slice(at + 1).trim();
  }
  if (input.pageLocale !== CHINESE) {
    const firstLanguage = (input.languages[0] ?? '').toLowerCase();
    const wantsChinese = remembered === CHINESE || (remembered === undefined && firstLanguage.indexOf('zh') === 0);
    if (wantsChinese) {
      const rest = input.pathname === '/' ? '' : input.pathname;
      return { redirect: `/${CHINESE}${rest}${input.search}${input.hash}` };
    }
  }
  if (remembered === input.pageLocale) return {};
  return { cookie: `${NAME}=${input.pageLocale}; path=/; max-age=${MAX_AGE}; samesite=lax` };
}

/** The inline script of every page: applies `chooseLocale` before the first paint. */
export function localeChoiceScript(pageLocale: string): string {
  return `(function(){try{var c=(${chooseLocale.toString()})({pageLocale:${JSON.stringify(pageLocale)},pathname:location.pathname,search:location.search,hash:location.hash,cookie:document.cookie,languages:navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||'']});if(c.redirect){location.replace(c.redirect);return}if(c.cookie)document.cookie=c.cookie+(location.protocol==='https:'?'; secure':'')}catch(e){}})()`;
}
