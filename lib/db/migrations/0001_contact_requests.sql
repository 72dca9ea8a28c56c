CREATE TYPE "public"."contact_form_kind" AS ENUM('contact', 'partner', 'translator', 'developer');--> statement-breakpoint
CREATE TYPE "public"."partner_type" AS ENUM('blogger', 'manufacturer', 'other');--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form" "contact_form_kind" NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"subject" text,
	"message" text,
	"partner_type" "partner_type",
	"website" text,
	"daily_visitors" text,
	"language" text,
	"company" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_contact_has_message" CHECK ("contact_requests"."form" <> 'contact' or "contact_requests"."message" is not null),
	CONSTRAINT "contact_requests_partner_has_type_and_website" CHECK ("contact_requests"."form" <> 'partner' or ("contact_requests"."partner_type" is not null and "contact_requests"."website" is not null)),
	CONSTRAINT "contact_requests_translator_has_language" CHECK ("contact_requests"."form" <> 'translator' or "contact_requests"."language" is not null),
	CONSTRAINT "contact_requests_developer_has_name_and_company" CHECK ("contact_requests"."form" <> 'developer' or ("contact_requests"."name" is not null and "contact_requests"."company" is not null))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");