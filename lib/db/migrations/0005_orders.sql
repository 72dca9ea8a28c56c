CREATE TYPE "public"."coupon_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."membership_kind" AS ENUM('trial', 'subscription', 'lifetime');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('active', 'finished', 'replaced', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('fake', 'stripe');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"percent_off" smallint,
	"amount_off" integer,
	"currency_code" char(3),
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"plan_kinds" "plan_kind"[],
	"period_months" smallint[],
	"pc_nums" smallint[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_format" CHECK ("coupons"."code" = upper("coupons"."code") and length("coupons"."code") between 1 and 64),
	CONSTRAINT "coupons_kind_amounts" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 100 and "coupons"."amount_off" is null and "coupons"."currency_code" is null) or ("coupons"."kind" = 'fixed' and "coupons"."amount_off" > 0 and "coupons"."currency_code" is not null and "coupons"."percent_off" is null)),
	CONSTRAINT "coupons_usage_limit_positive" CHECK ("coupons"."usage_limit" is null or "coupons"."usage_limit" > 0),
	CONSTRAINT "coupons_used_count_range" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_valid_window" CHECK ("coupons"."valid_from" is null or "coupons"."valid_until" is null or "coupons"."valid_until" > "coupons"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counter_single_row" CHECK ("invoice_counter"."id" = 1),
	CONSTRAINT "invoice_counter_last_number_non_negative" CHECK ("invoice_counter"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"company" text,
	"street" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" char(2),
	"vat_number" text,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" "membership_kind" NOT NULL,
	"period_months" smallint DEFAULT 0 NOT NULL,
	"pc_num" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"status" "membership_status" DEFAULT 'active' NOT NULL,
	"autocharge_status" smallint,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "memberships_plan_shape" CHECK ((kind = 'trial' and period_months = 0 and pc_num between 1 and 2 and order_id is null) or (kind = 'subscription' and period_months in (3, 12) and pc_num in (1, 2, 5)) or (kind = 'lifetime' and period_months = 0 and pc_num between 1 and 3)),
	CONSTRAINT "memberships_expiry_matches_kind" CHECK (("memberships"."expires_at" is null) = ("memberships"."kind" = 'lifetime')),
	CONSTRAINT "memberships_expires_after_start" CHECK ("memberships"."expires_at" is null or "memberships"."expires_at" > "memberships"."starts_at"),
	CONSTRAINT "memberships_autocharge_status_known" CHECK ("memberships"."autocharge_status" is null or ("memberships"."kind" = 'subscription' and "memberships"."autocharge_status" between 1 and 3))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"recipient_user_id" integer NOT NULL,
	"buyer_email" text NOT NULL,
	"kind" "plan_kind" NOT NULL,
	"period_months" smallint NOT NULL,
	"pc_num" smallint NOT NULL,
	"currency_code" char(3) NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"vat" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"vat_inclusive" boolean DEFAULT true NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"vat_number" text,
	"country" char(2),
	"coupon_id" integer,
	"coupon_over_limit" boolean DEFAULT false NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_reference" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_user_idempotency_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "orders_provider_reference_unique" UNIQUE("provider","provider_reference"),
	CONSTRAINT "orders_plan_sold" CHECK ((kind = 'subscription' and period_months in (3, 12) and pc_num in (1, 2, 5)) or (kind = 'lifetime' and period_months = 0 and pc_num between 1 and 3)),
	CONSTRAINT "orders_buyer_email_lower_case" CHECK ("orders"."buyer_email" = lower("orders"."buyer_email")),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."vat" >= 0 and "orders"."total" >= 0 and "orders"."vat_rate" between 0 and 10000),
	CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount" <= "orders"."subtotal"),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" + case when "orders"."vat_inclusive" then 0 else "orders"."vat" end),
	CONSTRAINT "orders_vat_within_total" CHECK ("orders"."vat" <= "orders"."total"),
	CONSTRAINT "orders_reverse_charge_has_no_vat" CHECK (not "orders"."reverse_charge" or ("orders"."vat" = 0 and "orders"."vat_number" is not null)),
	CONSTRAINT "orders_country_format" CHECK ("orders"."country" is null or "orders"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "orders_coupon_over_limit_has_coupon" CHECK (not "orders"."coupon_over_limit" or "orders"."coupon_id" is not null),
	CONSTRAINT "orders_payment_method_format" CHECK ("orders"."payment_method" ~ '^[a-z][a-z0-9_]{0,31}$'),
	CONSTRAINT "orders_auto_renew_allowed" CHECK (not "orders"."auto_renew" or ("orders"."kind" = 'subscription' and "orders"."payment_method" in ('card', 'paypal') and "orders"."country" is distinct from 'CN')),
	CONSTRAINT "orders_paid_at_when_paid" CHECK (("orders"."paid_at" is not null) = ("orders"."status" in ('paid', 'refunded'))),
	CONSTRAINT "orders_idempotency_key_length" CHECK (length("orders"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "taobao_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" "plan_kind" NOT NULL,
	"period_months" smallint NOT NULL,
	"pc_num" smallint NOT NULL,
	"applied_by_user_id" integer,
	"applied_at" timestamp with time zone,
	"membership_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taobao_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "taobao_codes_code_format" CHECK ("taobao_codes"."code" = upper("taobao_codes"."code") and length("taobao_codes"."code") between 4 and 64),
	CONSTRAINT "taobao_codes_plan_sold" CHECK ((kind = 'subscription' and period_months in (3, 12) and pc_num in (1, 2, 5)) or (kind = 'lifetime' and period_months = 0 and pc_num between 1 and 3)),
	CONSTRAINT "taobao_codes_applied_together" CHECK (("taobao_codes"."applied_by_user_id" is null) = ("taobao_codes"."applied_at" is null) and ("taobao_codes"."applied_at" is null) = ("taobao_codes"."membership_id" is null))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_codes" ADD CONSTRAINT "taobao_codes_applied_by_user_id_users_id_fk" FOREIGN KEY ("applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_codes" ADD CONSTRAINT "taobao_codes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_active_plan_per_user" ON "memberships" USING btree ("user_id") WHERE "memberships"."status" = 'active' and "memberships"."kind" in ('subscription', 'lifetime');--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_trial_per_user" ON "memberships" USING btree ("user_id") WHERE "memberships"."kind" = 'trial';--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_recipient_idx" ON "orders" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");