CREATE TYPE "public"."renewal_status" AS ENUM('scheduled', 'charging', 'renewed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" "renewal_status" DEFAULT 'scheduled' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewals_membership_due_unique" UNIQUE("membership_id","due_at"),
	CONSTRAINT "renewals_attempts_non_negative" CHECK ("renewals"."attempts" >= 0),
	CONSTRAINT "renewals_renewed_has_order" CHECK (("renewals"."status" = 'renewed') = ("renewals"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renews_membership_id" integer;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewals_due_idx" ON "renewals" USING btree ("next_attempt_at") WHERE "renewals"."status" in ('scheduled', 'charging');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_renews_membership_id_memberships_id_fk" FOREIGN KEY ("renews_membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;