import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/contact/field-errors';
import { messagesByLocale } from '@/lib/i18n/messages';
import {
  type ContactFormKind,
  contactFormSchemas,
  createContactFormSchemas,
  createContactRequestSchema,
  FORM_ERROR_KEYS,
  type FormErrorKey,
} from '@/lib/validation/contact-forms';
import { isDisposableEmail } from '@/lib/validation/disposable-email';

const serverSchemas = createContactFormSchemas({ isDisposableEmail });

// A valid submission of each form; each row below spoils one field of it.
const VALID: Record<ContactFormKind, Record<string, string>> = {
  contact: { name: 'Mei Lin', email: 'mei@example.com', subject: 'Licence', message: 'How do I move my licence?' },
  partner: {
    name: 'Pad Reviews',
    email: 'hello@padreviews.example',
    partnerType: 'blogger',
    website: 'https://youtube.com/@padreviews',
    dailyVisitors: '12,000',
    message: '',
  },
  translator: { name: '', email: 'ana@example.pt', language: 'Portuguese', message: '' },
  developer: { name: 'Ada', email: 'ada@studio.example', company: 'Tiny Studio', message: '' },
};

const long = (length: number) => 'x'.repeat(length);

type Row = [form: ContactFormKind, field: string, value: string | undefined, expected: FormErrorKey | null];

const ROWS: Row[] = [
  // Contact (help) form: spec 3 name, email, subject, message; spec 5 the message is required.
  ['contact', 'name', '', null],
  ['contact', 'name', 'A', 'tooShort'],
  ['contact', 'name', ' Al ', null],
  ['contact', 'name', long(100), null],
  ['contact', 'name', long(101), 'tooLong'],
  ['contact', 'email', '', 'emailRequired'],
  ['contact', 'email', '   ', 'emailRequired'],
  ['contact', 'email', undefined, 'emailRequired'],
  ['contact', 'email', 'mei', 'emailInvalid'],
  ['contact', 'email', 'mei@', 'emailInvalid'],
  ['contact', 'email', 'mei@example', 'emailInvalid'],
  ['contact', 'email', `${long(250)}@example.com`, 'emailTooLong'],
  ['contact', 'email', ' Mei.Lin+pads@Example.com ', null],
  ['contact', 'subject', '', null],
  ['contact', 'subject', long(200), null],
  ['contact', 'subject', long(201), 'tooLong'],
  ['contact', 'message', '', 'required'],
  ['contact', 'message', '     ', 'required'],
  ['contact', 'message', undefined, 'required'],
  ['contact', 'message', 'Too short', 'tooShort'],
  ['contact', 'message', long(10), null],
  ['contact', 'message', long(5000), null],
  ['contact', 'message', long(5001), 'tooLong'],
  // Partner form: the page/site/channel/shop is required (spec 5).
  ['partner', 'partnerType', '', 'required'],
  ['partner', 'partnerType', 'sponsor', 'required'],
  ['partner', 'partnerType', 'manufacturer', null],
  ['partner', 'partnerType', 'other', null],
  ['partner', 'website', '', 'required'],
  ['partner', 'website', 'ab', 'tooShort'],
  ['partner', 'website', '@padreviews', null],
  ['partner', 'website', long(301), 'tooLong'],
  ['partner', 'dailyVisitors', '', null],
  ['partner', 'dailyVisitors', long(51), 'tooLong'],
  ['partner', 'message', '', null],
  ['partner', 'message', long(5001), 'tooLong'],
  ['partner', 'email', '', 'emailRequired'],
  // Translator form: name, contact email, language, tell us more.
  ['translator', 'language', '', 'required'],
  ['translator', 'language', 'x', 'tooShort'],
  ['translator', 'language', long(101), 'tooLong'],
  ['translator', 'message', long(5001), 'tooLong'],
  ['translator', 'email', 'ana.example.pt', 'emailInvalid'],
  // Developer form: name, contact email and company are required (spec 5).
  ['developer', 'name', '', 'required'],
  ['developer', 'name', 'A', 'tooShort'],
  ['developer', 'name', long(101), 'tooLong'],
  ['developer', 'company', '', 'required'],
  ['developer', 'company', 'X', 'tooShort'],
  ['developer', 'company', long(201), 'tooLong'],
  ['developer', 'email', '', 'emailRequired'],
  ['developer', 'message', '', null],
];

function firstErrorOf(form: ContactFormKind, field: string, value: string | undefined, schemas = contactFormSchemas) {
  const input: Record<string, string | undefined> = { ...VALID[form], [field]: value };
  const result = schemas[form].safeParse(input);
  if (result.success) return { all: [], field: null };
  return {
    all: result.error.issues.map((issue) => issue.path.join('.')),
    field: result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null,
  };
}

describe('contact form schemas (spec 3, 5)', () => {
  it.each(Object.keys(VALID) as ContactFormKind[])('the valid %s sample passes', (form) => {
    expect(contactFormSchemas[form].safeParse(VALID[form]).success).toBe(true);
    expect(serverSchemas[form].safeParse(VALID[form]).success).toBe(true);
  });

  it.each(ROWS)('%s.%s = %j -> %s', (form, field, value, expected) => {
    const { all, field: message } = firstErrorOf(form, field, value);
    expect(message).toBe(expected);
    // Only the spoiled field is reported.
    expect(all.filter((path) => path !== field)).toEqual([]);
  });

  it('trims what it keeps', () => {
    const result = contactFormSchemas.contact.parse({ ...VALID.contact, name: '  Mei  ', email: ' mei@example.com ' });
    expect(result).toMatchObject({ name: 'Mei', email: 'mei@example.com' });
  });

  it('reports one message per field: required wins over too short', () => {
    const result = contactFormSchemas.developer.safeParse({ name: '', email: '', company: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'required'],
      ['email', 'emailRequired'],
      ['company', 'required'],
    ]);
  });
});

describe('temporary email addresses (spec 5)', () => {
  it.each([
    ['gamer@mailinator.com', true],
    ['gamer@MAILINATOR.com', true],
    ['gamer@inbox.mailinator.com', true],
    ['gamer@mailinator.com.', true],
    ['gamer@10minutemail.com', true],
    ['gamer@gmail.com', false],
    ['gamer@qq.com', false],
    ['gamer@com', false],
    ['no-at-sign', false],
  ])('isDisposableEmail(%j) is %s', (email, disposable) => {
    expect(isDisposableEmail(email)).toBe(disposable);
  });

  it('the server refuses them and the browser leaves that to the server', () => {
    expect(firstErrorOf('contact', 'email', 'gamer@mailinator.com', serverSchemas).field).toBe('emailDisposable');
    expect(firstErrorOf('contact', 'email', 'gamer@mailinator.com').field).toBeNull();
    // An invalid address is reported as invalid, not as temporary.
    expect(firstErrorOf('contact', 'email', 'mailinator.com', serverSchemas).field).toBe('emailInvalid');
  });
});

describe('the API body schema', () => {
  const schema = createContactRequestSchema({ isDisposableEmail });

  it('picks the form by its `form` field and ignores extra fields such as locale', () => {
    const result = schema.parse({ form: 'developer', ...VALID.developer, locale: 'zh-CN' });
    expect(result).toStrictEqual({ form: 'developer', ...VALID.developer });
  });

  it('reports an unknown form on the form field', () => {
    const result = schema.safeParse({ form: 'newsletter', ...VALID.contact });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['form', 'required']]);
  });
});

describe('the messages of the schemas, in en and zh-CN', () => {
  // spec 5 word for word.
  const SPEC_EN: Record<FormErrorKey, string> = {
    required: 'This field is required.',
    tooShort: 'This field is too short.',
    tooLong: 'This field is too long.',
    emailInvalid: 'Please enter a valid email address',
    emailRequired: 'Email is required',
    emailTooLong: 'Email is too long',
    emailDisposable: 'Temporary email addresses are not allowed',
    // Issue 17 (not in the spec): the refusal of route() for control characters.
    controlCharacters: 'This field contains characters that are not allowed, such as control characters.',
  };
  const ZH: Record<FormErrorKey, string> = {
    required: '此项为必填项。',
    tooShort: '内容太短。',
    tooLong: '内容太长。',
    emailInvalid: '请输入有效的邮箱地址',
    emailRequired: '请填写邮箱',
    emailTooLong: '邮箱地址太长',
    emailDisposable: '不支持使用临时邮箱',
    controlCharacters: '此字段包含不允许的字符（例如控制字符）。',
  };

  it('every key the schemas use has a text in both languages', () => {
    expect(messagesByLocale.en.forms.errors).toStrictEqual(SPEC_EN);
    expect(messagesByLocale['zh-CN'].forms.errors).toStrictEqual(ZH);
    expect(Object.keys(SPEC_EN).sort()).toEqual([...FORM_ERROR_KEYS].sort());
  });

  // One row per key: a value that produces it, then its wording in each language.
  const BY_KEY: [FormErrorKey, ContactFormKind, string, string][] = [
    ['required', 'contact', 'message', ''],
    ['tooShort', 'contact', 'message', 'short'],
    ['tooLong', 'contact', 'subject', long(201)],
    ['emailInvalid', 'contact', 'email', 'mei@'],
    ['emailRequired', 'contact', 'email', ''],
    ['emailTooLong', 'contact', 'email', `${long(250)}@example.com`],
    ['emailDisposable', 'contact', 'email', 'mei@mailinator.com'],
  ];

  it.each(BY_KEY)('%s is worded per locale by fieldErrors', (key, form, field, value) => {
    const result = serverSchemas[form].safeParse({ ...VALID[form], [field]: value });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(fieldErrors(issues, 'en')).toStrictEqual([{ field, code: key, message: SPEC_EN[key] }]);
    expect(fieldErrors(issues, 'zh-CN')).toStrictEqual([{ field, code: key, message: ZH[key] }]);
  });
});
