import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossary } from '@/content/src/glossary';
import { bundledDocuments } from '@/content/src/index';
import { invoiceView } from '@/lib/commerce/invoice-view';
import type { Invoice } from '@/lib/commerce/invoices';
import type { Order } from '@/lib/commerce/orders';
import { translationProblem } from '@/lib/i18n/message-catalogue';
import { messagesByLocale } from '@/lib/i18n/messages';
import { type MailData, type MailKind, renderMail } from '@/lib/mail/templates';
import { glossaryProblems, hasChinese, typographyProblems } from '@/lib/text/zh-copy';

// Issue 25: every zh-CN string a customer reads (the UI messages, the bundled content, the mails and the
// invoice built in code) follows Chinese typography, the glossary, and keeps the English placeholders.
// A failure lists "where › key: rule: text".

// English a Chinese page may show: names of brands, products, devices and games, and what the program or
// the spec names in English (the tiers, Turbo and Toggle, Shift layers).
const ALLOWED_ENGLISH = new Set(
  (
    'Remapper Windows Microsoft Store Steam Deck Big Picture Xbox Elite Series One Xbox360 DS4 DualShock DualSense Edge Java ' +
    'PS PS3 PS4 PS5 PlayStation Nintendo Switch Pro Joy-Con Joy-Cons GameCube Wii Logitech NVIDIA SHIELD Move Navigation ' +
    'ViGEm ViGEmBus HidHide Bluetooth USB Cookie Cookies SaaS PDF PayPal Alipay WeChat Taobao Stripe Android iOS ' +
    'Studio Content Lake Sanity GitHub YouTube Discord Reddit Twitter Facebook Google Apple ID OAuth API HTML JSON URL ' +
    'Common Epic Mythic All-In Lifetime Turbo Toggle Shift Macro ARM64 x64 Windows10 Windows11 XInput DirectInput ' +
    'FPS MMO RPG MOBA RTS QTE HUD UI D-pad L1 L2 L3 R1 R2 R3 LB RB LT RT LS RS A B X Y ZL ZR SL SR RGB LED ' +
    'VAT EU UTC ARM CPU GPU FAQ EULA Ko-fi Patreon Crowdin DeepL Google-Translate Chrome Edge Firefox ' +
    'Intel AMD DirectX NET Framework Mini-USB Micro-USB WaveBird Ctrl Alt Tab Home Start Back Create Guide Game Bar ' +
    'Boss JavaScript Hz HttpOnly SameSite Lax Mira Tomasz Lumi'
  ).split(' '),
);

type Entry = { where: string; key: string; text: string; en?: string };

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else leaves(value, name).forEach((v, k) => out.set(k, v));
  }
  return out;
}

function messageEntries(): Entry[] {
  const dir = path.join(process.cwd(), 'lib/i18n/messages');
  return readdirSync(path.join(dir, 'zh-CN')).flatMap((file) => {
    const zh = leaves(JSON.parse(readFileSync(path.join(dir, 'zh-CN', file), 'utf8')) as Tree);
    const en = leaves(JSON.parse(readFileSync(path.join(dir, 'en', file), 'utf8')) as Tree);
    return [...zh].map(([key, text]) => ({ where: `lib/i18n/messages/zh-CN/${file}`, key, text, en: en.get(key) }));
  });
}

// Fields that hold identifiers, addresses or code, never copy.
const NOT_COPY = new Set([
  '_id',
  '_key',
  '_type',
  '_ref',
  'href',
  'url',
  'path',
  'current',
  'language',
  'style',
  'listItem',
  'slug',
  'code',
  'marks',
  'markDefs',
]);

function contentStrings(value: unknown, at: string, zh: boolean, out: { key: string; text: string }[]): void {
  if (typeof value === 'string') {
    if (zh) out.push({ key: at, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => contentStrings(item, `${at}[${index}]`, zh, out));
  } else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) {
      if (NOT_COPY.has(field) || field === 'en') continue;
      contentStrings(inner, at ? `${at}.${field}` : field, zh || field === 'zh_CN', out);
    }
  }
}

function contentEntries(): Entry[] {
  // The UI messages' documents are the message files again, checked above.
  return bundledDocuments
    .filter(({ _type, _id }) => _type !== 'uiMessage' && !_id.startsWith('image-'))
    .flatMap((doc) => {
      const out: { key: string; text: string }[] = [];
      contentStrings(doc, '', doc.language === 'zh_CN', out);
      return out.map(({ key, text }) => ({ where: `content/src (${doc._id})`, key, text }));
    });
}

const siteUrl = new URL('https://shop.example/');
const plan = { kind: 'subscription' as const, periodMonths: 12, pcNum: 2 };
const mails: { [Kind in MailKind]: MailData<Kind>[] } = {
  'contact-request': [
    {
      id: 42,
      request: { form: 'contact', name: '林梅', email: 'mei@example.com', subject: '换电脑', message: '如何转移？' },
      visitorLocale: 'zh-CN',
      receivedAt: new Date('2026-11-23T05:12:00Z'),
    },
  ],
  'account-link': (['activation', 'passwordRestore'] as const).map((purpose) => ({
    purpose,
    email: 'mei@example.com',
    url: 'https://shop.example/zh-CN/user/x',
    validForHours: 24,
  })),
  'account-deleted': [
    { email: 'mei@example.com', deletedAt: '2026-11-23T05:12:00Z', signUpUrl: 'https://shop.example/zh-CN/user/sign-up' },
  ],
  'email-change-notice': [
    {
      currentEmail: 'mei@example.com',
      newEmail: 'lin@example.com',
      reason: '新邮箱',
      requestedAt: '2026-11-23T05:12:00Z',
      changePasswordUrl: 'https://shop.example/zh-CN/user/password',
      supportUrl: 'https://shop.example/zh-CN/help',
    },
  ],
  'email-change-decision': [
    {
      decision: 'approved',
      currentEmail: 'mei@example.com',
      newEmail: 'lin@example.com',
      message: '',
      signInUrl: 'https://shop.example/zh-CN/user/sign-in',
      supportUrl: 'https://shop.example/zh-CN/help',
    },
    {
      decision: 'refused',
      currentEmail: 'mei@example.com',
      newEmail: 'lin@example.com',
      message: '请用账户邮箱联系客服。',
      signInUrl: 'https://shop.example/zh-CN/user/sign-in',
      supportUrl: 'https://shop.example/zh-CN/help',
    },
  ],
  'gift-received': [
    { buyerEmail: 'a@example.com', recipientEmail: 'b@example.com', plan, url: 'https://shop.example/zh-CN/account', signInLinkDays: 7 },
    {
      buyerEmail: 'a@example.com',
      recipientEmail: 'b@example.com',
      plan: { kind: 'lifetime', periodMonths: 0, pcNum: 5 },
      url: 'https://shop.example/zh-CN/account',
      signInLinkDays: null,
    },
  ],
  renewal: (['renewed', 'retrying', 'stopped'] as const).map((outcome) => ({
    outcome,
    plan,
    endsAt: '2027-01-10T08:00:00.000Z',
    nextAttemptAt: outcome === 'retrying' ? '2026-01-12T08:00:00.000Z' : null,
  })),
  'renewal-reminder': [{ plan, endsAt: '2027-01-10T08:00:00.000Z' }],
};

function mailEntries(): Entry[] {
  const context = {
    locale: 'zh-CN' as const,
    texts: messagesByLocale['zh-CN'],
    siteUrl,
    unsubscribeUrl: 'https://shop.example/zh-CN/account/unsubscribe?token=x',
  };
  return (Object.keys(mails) as MailKind[]).flatMap((kind) =>
    (mails[kind] as MailData<MailKind>[]).flatMap((data, index) => {
      const mail = renderMail(kind, data, context);
      return [
        { where: `lib/mail/templates (${kind} #${index})`, key: 'subject', text: mail.subject },
        ...mail.text
          .split('\n')
          .map((line, n) => ({ where: `lib/mail/templates (${kind} #${index})`, key: `text line ${n + 1}`, text: line })),
      ];
    }),
  );
}

function invoiceEntries(): Entry[] {
  // Only what invoiceView reads; the rest of an order does not reach the page.
  const order = {
    id: 7,
    plan,
    subtotal: 2299,
    discount: 100,
    vat: 0,
    vatRate: 0,
    total: 2199,
    vatInclusive: false,
    reverseCharge: true,
    paymentMethod: 'card',
    paidAt: new Date('2026-11-23T05:12:00Z'),
  } as unknown as Order;
  const included = { ...order, vat: 200, vatRate: 1900, vatInclusive: true, reverseCharge: false };
  const billing = {
    email: 'mei@example.com',
    fullName: '林梅',
    company: null,
    street: null,
    city: null,
    state: null,
    zip: null,
    country: 'TW',
    vatNumber: null,
  };
  return [order, included].flatMap((o, index) => {
    const invoice: Invoice = { number: 12, issuedAt: new Date('2026-11-23T05:12:00Z'), billing, order: o };
    const view = invoiceView(invoice, { sign: '$', sign_before_value: true, minorUnit: 2 }, messagesByLocale['zh-CN'], 'zh-CN');
    const lines = [...view.facts, view.item, ...view.totals, ...view.billing].map(({ label, value }) => `${label}：${value}`);
    return [...lines, ...view.notes].map((text, n) => ({ where: `lib/commerce/invoice-view.ts (#${index})`, key: `line ${n + 1}`, text }));
  });
}

/** The text without ICU arguments, rich-text tags, addresses and placeholders, for the English-word rule. */
function prose(text: string): string {
  return text
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+|\b[\w-]+\.(example|app|com|org)\b|\b\d+\.x\b/g, ' ')
    .replace(/<\/?\w+>/g, ' ')
    .replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?/g, ' ')
    .replace(/\b(other|one|zero|two|few|many)\s*\{/g, ' ')
    .replace(/\binvoice-/g, ' ');
}

function problems(entry: Entry): string[] {
  const { text } = entry;
  const found: string[] = [];
  if (!hasChinese(text) && entry.en === undefined) return found;
  found.push(...typographyProblems(text), ...glossaryProblems(text, glossary));
  const english = (prose(text).match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? []).filter(
    (word) => !ALLOWED_ENGLISH.has(word) && !/^[A-Z0-9-]+$/.test(word),
  );
  if (english.length > 0 && hasChinese(text)) found.push(`English words: ${[...new Set(english)].join(', ')}`);
  const placeholderProblem = entry.en === undefined ? null : translationProblem(entry.en, text);
  if (placeholderProblem) found.push(placeholderProblem);
  return found.map((problem) => `${entry.where} › ${entry.key}: ${problem}: ${text}`);
}

describe('zh-CN copy (issue 25)', () => {
  it.each([
    ['the UI messages', messageEntries],
    ['the bundled content', contentEntries],
    ['the mails', mailEntries],
    ['the invoice built in code', invoiceEntries],
  ])('%s follow Chinese typography and the glossary', (_, entries) => {
    const all = entries();
    expect(all.length).toBeGreaterThan(0);
    expect(all.flatMap(problems)).toEqual([]);
  });

  it('the rules catch what they are for', () => {
    const at = { where: 'f.json', key: 'k' };
    expect(problems({ ...at, text: '错误:页面' })[0]).toContain('half-width punctuation');
    expect(problems({ ...at, text: '点击"同意"' })[0]).toContain('ASCII double quotes');
    expect(problems({ ...at, text: '增值税：0 %' })[0]).toContain('a space before %');
    expect(problems({ ...at, text: '您的方案' })[0]).toContain('套餐');
    expect(problems({ ...at, text: '共享手柄方案' })).toEqual([]);
    expect(problems({ ...at, text: '终身授权，lifetime x2' })[0]).toContain('English words: lifetime');
    expect(problems({ ...at, text: '{n} 台电脑', en: '{count} PCs' })[0]).toContain('Use the same placeholders');
    expect(problems({ ...at, text: '{pcs, plural, other {# 台电脑}}', en: '{pcs, plural, one {# PC} other {# PCs}}' })).toEqual([]);
    expect(problems({ ...at, text: '在 Remapper 中按“确定”' })).toEqual([]);
  });
});

describe('the glossary in the Studio (issue 25)', () => {
  it('is seeded into the bundled dataset from content/src/glossary.ts, one document a term', () => {
    const bundled = readFileSync('content/production.ndjson', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _type: string; en?: string; zhCN?: string; avoid?: string[] })
      .filter(({ _type }) => _type === 'glossaryTerm');
    expect(bundled.map(({ en, zhCN, avoid }) => ({ en, zhCN, avoid }))).toEqual(
      glossary.map(({ en, zhCN, avoid }) => ({ en, zhCN, avoid: [...avoid] })),
    );
    expect(bundled.find(({ en }) => en === 'plan')).toMatchObject({ zhCN: '套餐', avoid: ['方案'] });
  });
});
