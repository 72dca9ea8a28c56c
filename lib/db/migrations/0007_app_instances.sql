CREATE TYPE "public"."app_authorization_status" AS ENUM('pending', 'approved', 'denied', 'expired');--> statement-breakpoint
CREATE TYPE "public"."instance_status" AS ENUM('active', 'deactivated', 'revoked');--> statement-breakpoint
CREATE TABLE "app_authorization_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_authorization_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"poll_secret_hash" text NOT NULL,
	"user_code" text NOT NULL,
	"device_name" text NOT NULL,
	"version" text NOT NULL,
	"status" "app_authorization_status" DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"token_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_authorization_requests_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "app_authorization_requests_request_id_format" CHECK ("app_authorization_requests"."request_id" ~ '^[A-Za-z0-9_-]{22}$'),
	CONSTRAINT "app_authorization_requests_poll_secret_hash_format" CHECK ("app_authorization_requests"."poll_secret_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "app_authorization_requests_user_code_format" CHECK ("app_authorization_requests"."user_code" ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}$'),
	CONSTRAINT "app_authorization_requests_device_name_length" CHECK (length("app_authorization_requests"."device_name") between 1 and 100),
	CONSTRAINT "app_authorization_requests_version_length" CHECK (length("app_authorization_requests"."version") between 1 and 32),
	CONSTRAINT "app_authorization_requests_expires_after_created" CHECK ("app_authorization_requests"."expires_at" > "app_authorization_requests"."created_at"),
	CONSTRAINT "app_authorization_requests_decided_together" CHECK (("app_authorization_requests"."status" in ('approved', 'denied')) = ("app_authorization_requests"."decided_by_user_id" is not null and "app_authorization_requests"."decided_at" is not null)),
	CONSTRAINT "app_authorization_requests_token_after_approval" CHECK ("app_authorization_requests"."token_delivered_at" is null or "app_authorization_requests"."status" = 'approved')
);
--> statement-breakpoint
CREATE TABLE "app_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"authorization_request_id" integer,
	"device_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "app_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "app_tokens_authorization_request_unique" UNIQUE("authorization_request_id"),
	CONSTRAINT "app_tokens_token_hash_format" CHECK ("app_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"pc_num" smallint NOT NULL,
	"slot" smallint NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"version" text NOT NULL,
	"status" "instance_status" DEFAULT 'active' NOT NULL,
	"app_token_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "instances_slot_within_plan" CHECK ("instances"."slot" between 1 and least("instances"."pc_num", 10)),
	CONSTRAINT "instances_device_id_length" CHECK (length("instances"."device_id") between 8 and 128),
	CONSTRAINT "instances_device_name_length" CHECK (length("instances"."device_name") between 1 and 100),
	CONSTRAINT "instances_version_length" CHECK (length("instances"."version") between 1 and 32),
	CONSTRAINT "instances_ended_when_not_active" CHECK (("instances"."ended_at" is null) = ("instances"."status" = 'active'))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_id_pc_num_unique" UNIQUE("id","pc_num");--> statement-breakpoint
ALTER TABLE "app_authorization_requests" ADD CONSTRAINT "app_authorization_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD CONSTRAINT "app_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD CONSTRAINT "app_tokens_authorization_request_id_app_authorization_requests_id_fk" FOREIGN KEY ("authorization_request_id") REFERENCES "public"."app_authorization_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_app_token_id_app_tokens_id_fk" FOREIGN KEY ("app_token_id") REFERENCES "public"."app_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_membership_pc_num_fk" FOREIGN KEY ("membership_id","pc_num") REFERENCES "public"."memberships"("id","pc_num") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "app_authorization_requests_expires_at_idx" ON "app_authorization_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "app_tokens_user_idx" ON "app_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instances_one_active_per_slot" ON "instances" USING btree ("membership_id","slot") WHERE "instances"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "instances_one_active_per_device" ON "instances" USING btree ("user_id","device_id") WHERE "instances"."status" = 'active';--> statement-breakpoint
CREATE INDEX "instances_user_idx" ON "instances" USING btree ("user_id");