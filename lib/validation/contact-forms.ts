import { z } from './zod';
import { oneOf } from './one-of';

// spec 3, 5: the four contact forms (help, partners, translators, game developers). One schema per form,
// shared by the form in the browser and POST /api/contact-requests. Issues carry message KEYS of the
// `forms.errors` namespace, so the browser and the API word them in the visitor's language.

export const CONTACT_FORM_KINDS = ['contact', 'partner', 'translator', 'developer'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];

// spec 3: blogger/influencer/reseller, device manufacturer, other.
export const PARTNER_TYPES = ['blogger', 'manufacturer', 'other'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Keys of `forms.errors`; the English of each is word for word spec 5. */
export const FORM_ERROR_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'emailInvalid',
  'emailRequired',
  'emailTooLong',
  'emailDisposable',
  // Issue 17: refused by route() before the schema runs (lib/validation/control-characters.ts).
  'controlCharacters',
] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

export const isFormErrorKey = oneOf(FORM_ERROR_KEYS);

// Not in the spec ("Numeric limits of fields: not shown"): limits a real request fits in easily.
export const FIELD_LIMITS = {
  name: { min: 2, max: 100 },
  // RFC 5321: a forward path holds at most 254 characters.
  email: { max: 254 },
  subject: { max: 200 },
  message: { min: 10, max: 5000 },
  website: { min: 3, max: 300 },
  dailyVisitors: { max: 50 },
  language: { min: 2, max: 100 },
  company: { min: 2, max: 200 },
} as const;

export interface EmailRules {
  /**
   * spec 5: temporary addresses are refused. The domain list is large, so only the server passes it
   * (lib/validation/disposable-email.ts); the browser leaves that one check to the API's 422.
   */
  isDisposableEmail?: (email: string) => boolean;
}

const error = (key: FormErrorKey, abort = true) => ({ error: key, abort });

function requiredText({ min, max }: { min: number; max: number }) {
  return z.string(error('required')).trim().min(1, error('required')).min(min, error('tooShort')).max(max, error('tooLong'));
}

/** An optional field: empty is fine, anything typed must still fit the limits. */
function optionalText({ min = 0, max }: { min?: number; max: number }) {
  return z
    .string(error('required'))
    .trim()
    .max(max, error('tooLong'))
    .refine((value) => value === '' || value.length >= min, error('tooShort'))
    .optional();
}

function email({ isDisposableEmail }: EmailRules) {
  const valid = z
    .string(error('emailRequired'))
    .trim()
    .min(1, error('emailRequired'))
    .max(FIELD_LIMITS.email.max, error('emailTooLong'))
    .pipe(z.email(error('emailInvalid')));
  return isDisposableEmail ? valid.refine((value) => !isDisposableEmail(value), error('emailDisposable')) : valid;
}

/** The four forms' schemas, keyed by form kind. */
export function createContactFormSchemas(rules: EmailRules = {}) {
  return {
    // spec 3 "Contact form: name, email, subject, message"; spec 5: the message is required.
    contact: z.object({
      name: optionalText(FIELD_LIMITS.name),
      email: email(rules),
      subject: optionalText(FIELD_LIMITS.subject),
      message: requiredText(FIELD_LIMITS.message),
    }),
    // spec 3 "Partner form"; spec 5: the page/site/channel/shop field is required.
    partner: z.object({
      name: optionalText(FIELD_LIMITS.name),
      email: email(rules),
      // A string going in: the form's select starts on an empty "Choose one".
      partnerType: z.string(error('required')).pipe(z.enum(PARTNER_TYPES, error('required'))),
      website: requiredText(FIELD_LIMITS.website),
      dailyVisitors: optionalText(FIELD_LIMITS.dailyVisitors),
      message: optionalText({ max: FIELD_LIMITS.message.max }),
    }),
    // spec 3 "Translator form: name, contact email, language, tell us more".
    translator: z.object({
      name: optionalText(FIELD_LIMITS.name),
      email: email(rules),
      language: requiredText(FIELD_LIMITS.language),
      message: optionalText({ max: FIELD_LIMITS.message.max }),
    }),
    // spec 3, 5: name, contact email and company are required.
    developer: z.object({
      name: requiredText(FIELD_LIMITS.name),
      email: email(rules),
      company: requiredText(FIELD_LIMITS.company),
      message: optionalText({ max: FIELD_LIMITS.message.max }),
    }),
  } as const;
}

export type ContactFormSchemas = ReturnType<typeof createContactFormSchemas>;
export type ContactFormInput<Kind extends ContactFormKind> = z.input<ContactFormSchemas[Kind]>;
export type ContactFormValues<Kind extends ContactFormKind> = z.output<ContactFormSchemas[Kind]>;

/** The browser's schemas: every rule but the disposable-domain list. */
export const contactFormSchemas = createContactFormSchemas();

/** The API's body without its locale: `{ form, ...fields }`, one branch per form. */
export function createContactRequestSchema(rules: EmailRules = {}) {
  const forms = createContactFormSchemas(rules);
  return z.discriminatedUnion(
    'form',
    [
      forms.contact.extend({ form: z.literal('contact') }),
      forms.partner.extend({ form: z.literal('partner') }),
      forms.translator.extend({ form: z.literal('translator') }),
      forms.developer.extend({ form: z.literal('developer') }),
    ],
    { error: 'required' },
  );
}

export type ContactRequest = z.output<ReturnType<typeof createContactRequestSchema>>;
