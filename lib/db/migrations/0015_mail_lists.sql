ALTER TABLE "mail_messages" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renewal_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "renewal_reminder_emails" boolean DEFAULT true NOT NULL;