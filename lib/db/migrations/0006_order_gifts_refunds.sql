ALTER TABLE "orders" ALTER COLUMN "recipient_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_recipient_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Gifts made before this migration already had their recipient's account: name its address on the order.
UPDATE "orders" SET "gift_recipient_email" = "users"."email" FROM "users" WHERE "users"."id" = "orders"."recipient_user_id" AND "orders"."recipient_user_id" <> "orders"."user_id";--> statement-breakpoint
-- Refunded before refunded_at existed: the last change of the order is the nearest date known.
UPDATE "orders" SET "refunded_at" = "updated_at" WHERE "status" = 'refunded';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_payment_id_unique" UNIQUE("provider","provider_payment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_at_when_refunded" CHECK (("orders"."refunded_at" is not null) = ("orders"."status" = 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_recipient" CHECK ("orders"."recipient_user_id" is not null or ("orders"."gift_recipient_email" is not null and "orders"."status" not in ('paid', 'refunded')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_recipient_email_lower_case" CHECK ("orders"."gift_recipient_email" = lower("orders"."gift_recipient_email"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale" CHECK ("orders"."locale" in ('en', 'zh-CN'));
