import type { Locale } from '../config';
import enApiErrors from './en/api-errors.json';
import enCommon from './en/common.json';
import zhApiErrors from './zh-CN/api-errors.json';
import zhCommon from './zh-CN/common.json';

// One namespace a file; en is the shape every locale must match (checked in tests/unit/messages.test.ts).
const en = { common: enCommon, 'api-errors': enApiErrors };
const zhCN: typeof en = { common: zhCommon, 'api-errors': zhApiErrors };

export type Messages = typeof en;

export const messagesByLocale: Record<Locale, Messages> = { en, 'zh-CN': zhCN };
