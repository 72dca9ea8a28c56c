import type { Locale } from '@/lib/i18n/config';
import enApp from './en/app.json';
import enApiErrors from './en/api-errors.json';
import enAuth from './en/auth.json';
import enBlog from './en/blog.json';
import enCommon from './en/common.json';
import enReleases from './en/releases.json';
import enSections from './en/sections.json';
import enHowTo from './en/how-to.json';
import enForms from './en/forms.json';
import enMail from './en/mail.json';
import enProfile from './en/profile.json';
import enUser from './en/user.json';
import enOauth from './en/oauth.json';
import enShop from './en/shop.json';
import enStaff from './en/staff.json';
import zhApp from './zh-CN/app.json';
import zhApiErrors from './zh-CN/api-errors.json';
import zhAuth from './zh-CN/auth.json';
import zhBlog from './zh-CN/blog.json';
import zhForms from './zh-CN/forms.json';
import zhHowTo from './zh-CN/how-to.json';
import zhMail from './zh-CN/mail.json';
import zhProfile from './zh-CN/profile.json';
import zhUser from './zh-CN/user.json';
import zhOauth from './zh-CN/oauth.json';
import zhShop from './zh-CN/shop.json';
import zhStaff from './zh-CN/staff.json';
import zhCommon from './zh-CN/common.json';
import zhReleases from './zh-CN/releases.json';
import zhSections from './zh-CN/sections.json';

// One namespace a file, one line per namespace in each locale; en is the shape every locale must match
// (checked in tests/unit/messages.test.ts).
const en = {
  common: enCommon,
  'api-errors': enApiErrors,
  sections: enSections,
  releases: enReleases,
  blog: enBlog,
  'how-to': enHowTo,
  forms: enForms,
  mail: enMail,
  auth: enAuth,
  profile: enProfile,
  user: enUser,
  oauth: enOauth,
  shop: enShop,
  staff: enStaff,
  app: enApp,
};
const zhCN: typeof en = {
  common: zhCommon,
  'api-errors': zhApiErrors,
  sections: zhSections,
  releases: zhReleases,
  blog: zhBlog,
  'how-to': zhHowTo,
  forms: zhForms,
  mail: zhMail,
  auth: zhAuth,
  profile: zhProfile,
  user: zhUser,
  oauth: zhOauth,
  shop: zhShop,
  staff: zhStaff,
  app: zhApp,
};

export type Messages = typeof en;

export const messagesByLocale: Record<Locale, Messages> = { en, 'zh-CN': zhCN };
