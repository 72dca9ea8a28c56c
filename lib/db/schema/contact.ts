import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_FORM_KINDS, PARTNER_TYPES } from '@/lib/validation/contact-forms';

// Contact requests (spec 3, 4): what the contact forms send.

// spec 3, 4: a request sent through one of the contact forms (help, partners, translators, game
// developers). Columns a form does not have stay null; the checks keep each form's required fields.
export const contactFormKind = pgEnum('contact_form_kind', CONTACT_FORM_KINDS);
export const partnerType = pgEnum('partner_type', PARTNER_TYPES);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    form: contactFormKind('form').notNull(),
    name: text('name'),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message'),
    partnerType: partnerType('partner_type'),
    // The partner's page, site, channel or shop.
    website: text('website'),
    dailyVisitors: text('daily_visitors'),
    language: text('language'),
    company: text('company'),
    // The language the visitor wrote from, so the answer can be in it.
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_requests_created_at_idx').on(table.createdAt),
    check('contact_requests_contact_has_message', sql`${table.form} <> 'contact' or ${table.message} is not null`),
    check(
      'contact_requests_partner_has_type_and_website',
      sql`${table.form} <> 'partner' or (${table.partnerType} is not null and ${table.website} is not null)`,
    ),
    check('contact_requests_translator_has_language', sql`${table.form} <> 'translator' or ${table.language} is not null`),
    check(
      'contact_requests_developer_has_name_and_company',
      sql`${table.form} <> 'developer' or (${table.name} is not null and ${table.company} is not null)`,
    ),
  ],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type NewContactRequestRow = typeof contactRequests.$inferInsert;
