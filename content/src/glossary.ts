// The zh-CN glossary (issue 25): one Chinese term per concept, and the terms that must not stand in for it.
// The copy check (tests/unit/zh-cn-copy.test.ts) refuses every `avoid` term in the zh-CN messages, bundled
// content and mails; the right term itself and `allowedIn`, longer words with another meaning, may contain one.

import { document } from './lib/documents';

export interface GlossaryTerm {
  en: string;
  zhCN: string;
  avoid: readonly string[];
  allowedIn?: readonly string[];
  note: string;
}

export const glossary: readonly GlossaryTerm[] = [
  {
    en: 'plan',
    zhCN: '套餐',
    avoid: ['方案'],
    // A shared controller setup (共享手柄方案) or a partnership proposal (合作方案) is not a plan you buy.
    allowedIn: ['手柄方案', '设置方案', '解决方案', '合作方案'],
    note: 'What a customer buys: the free trial, a subscription or lifetime access.',
  },
  {
    en: 'auto-renew, automatic renewal',
    zhCN: '自动续费',
    avoid: ['自动续订'],
    note: 'The usual word in Chinese app stores; "renew" alone is 续费 too.',
  },
  { en: 'renew, renewal', zhCN: '续费', avoid: ['续订'], note: 'Paying for another term of a subscription.' },
  {
    en: 'PC',
    zhCN: '电脑',
    avoid: ['台设备'],
    note: 'A Windows PC that Remapper is activated on; counted as 台电脑. 设备 is a controller or other input device.',
  },
  {
    en: 'instance',
    zhCN: '实例',
    avoid: [],
    note: 'Only in the legal pages, where it is defined: one activated PC.',
  },
  {
    en: 'revoke',
    zhCN: '撤销',
    avoid: ['移除电脑', '移除其中', '移除操作', '移除后', '停用一台电脑'],
    note: 'The button on a PC or program in the account. 停用 is the status "deactivated", not the action.',
  },
  {
    en: 'licence (legacy licence)',
    zhCN: '许可证',
    avoid: ['旧版授权', '该授权', '每份授权', '各项授权', '购买的授权'],
    note: 'A legacy serial-number licence. 授权 is authorising a program, and part of 终身授权.',
  },
  {
    en: 'lifetime access',
    zhCN: '终身授权',
    avoid: ['终身版', '永久有效', '永久授权'],
    note: 'The one-time purchase that never expires; "lifetime x{pc_num}" is 终身授权，{pc_num} 台电脑.',
  },
  { en: 'support', zhCN: '客服', avoid: ['支持团队'], note: 'The people who answer mails and the contact form.' },
  { en: 'slot', zhCN: '配置槽', avoid: ['槽位'], note: 'One of the four layouts of a config, switched by a shortcut.' },
  { en: 'awaiting payment, pending', zhCN: '待付款', avoid: ['等待支付'], note: 'An order not yet paid.' },
  {
    en: 'Taobao purchase code',
    zhCN: '兑换码',
    avoid: ['购买码'],
    note: 'The code a Taobao buyer enters on /taobao.',
  },
  {
    en: 'invoice',
    zhCN: '发票',
    avoid: [],
    note: 'A receipt for a cross-border sale, never a Chinese VAT fapiao; the invoice says so. Its number is 收据编号.',
  },
  {
    en: 'China (the auto-renewal rule)',
    zhCN: '中国大陆',
    avoid: ['中国以外', '不适用于中国', '且不在中国', '面向中国的', '中国地区'],
    note: 'The rule is about country CN only; Hong Kong, Macao and Taiwan are outside it.',
  },
  { en: 'Taiwan', zhCN: '中国台湾', avoid: [], note: 'The country list says 中国台湾 (lib/validation/countries.ts).' },
  {
    en: 'Turbo',
    zhCN: '连发（Turbo）',
    avoid: [],
    note: 'The program names the mode Turbo: repeats a press while the button is held.',
  },
  {
    en: 'Toggle',
    zhCN: '按住锁定（Toggle）',
    avoid: ['Toggle 连发', 'Toggle 两种模式'],
    note: 'The program names the mode Toggle: one press holds the button down, the next releases it. It is not rapid fire.',
  },
];

/** The glossary as Studio documents (schemas/documents/glossary-term.ts), shown in the Translations view. */
export const glossaryDocuments = glossary.map(({ en, zhCN, avoid, allowedIn = [], note }, index) =>
  document({
    _id: `glossaryTerm-${String(index + 1).padStart(2, '0')}`,
    _type: 'glossaryTerm',
    en,
    zhCN,
    avoid: [...avoid],
    allowedIn: [...allowedIn],
    note,
  }),
);
