import { eulaPages } from './eula';
import { privacyPages } from './privacy';
import { saasPages } from './saas';
import { termsOfUsePages } from './terms-of-use';

/** The legal pages of spec 2 (/eula, /privacy, /terms-of-use, /saas), each in en and zh-CN. */
export const legalPages = [...privacyPages, ...termsOfUsePages, ...eulaPages, ...saasPages];
