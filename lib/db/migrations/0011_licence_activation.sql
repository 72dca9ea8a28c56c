-- The desktop program activates PCs on legacy licences (lib/memberships/license-instances.ts). Hand-edited from
-- drizzle-kit's output: the new NOT NULL columns are added nullable, filled from each row's licence, then made
-- NOT NULL; and the licences' unique key comes before the foreign key that needs it.
ALTER TABLE "license_instances" DROP CONSTRAINT "license_instances_license_id_licenses_id_fk";--> statement-breakpoint
ALTER TABLE "license_instances" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "license_instances" ADD COLUMN "instances_num" smallint;--> statement-breakpoint
ALTER TABLE "license_instances" ADD COLUMN "slot" smallint;--> statement-breakpoint
ALTER TABLE "license_instances" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "license_instances" ADD COLUMN "app_token_id" integer;--> statement-breakpoint
ALTER TABLE "license_instances" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows made before the program could activate on a licence: the owner and PC count of their licence, a device
-- id of their own (no program sent one), last seen when they were made or ended.
UPDATE "license_instances" AS pc
   SET "user_id" = l."user_id",
       "instances_num" = l."instances_num",
       "device_id" = 'legacy-' || pc."id",
       "last_seen_at" = coalesce(pc."ended_at", pc."created_at")
  FROM "licenses" AS l
 WHERE l."id" = pc."license_id";--> statement-breakpoint
-- The active PCs of each licence take slots 1, 2, ... oldest first.
WITH numbered AS (
  SELECT "id", row_number() OVER (PARTITION BY "license_id" ORDER BY "created_at", "id") AS n
    FROM "license_instances"
   WHERE "status" = 'active'
)
UPDATE "license_instances" AS pc
   SET "slot" = numbered.n
  FROM numbered
 WHERE numbered."id" = pc."id";--> statement-breakpoint
-- An active PC past its licence's count (none should exist) is deactivated, so the limit holds from now on.
UPDATE "license_instances"
   SET "status" = 'deactivated', "ended_at" = now()
 WHERE "status" = 'active' AND "slot" > "instances_num";--> statement-breakpoint
-- The slot of an ended PC only has to be a valid one: the unique slot is among active PCs.
UPDATE "license_instances" SET "slot" = 1 WHERE "status" <> 'active';--> statement-breakpoint
ALTER TABLE "license_instances" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "license_instances" ALTER COLUMN "instances_num" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "license_instances" ALTER COLUMN "slot" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "license_instances" ALTER COLUMN "device_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_id_user_instances_num_unique" UNIQUE("id","user_id","instances_num");--> statement-breakpoint
ALTER TABLE "license_instances" ADD CONSTRAINT "license_instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_instances" ADD CONSTRAINT "license_instances_app_token_id_app_tokens_id_fk" FOREIGN KEY ("app_token_id") REFERENCES "public"."app_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_instances" ADD CONSTRAINT "license_instances_license_fk" FOREIGN KEY ("license_id","user_id","instances_num") REFERENCES "public"."licenses"("id","user_id","instances_num") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "license_instances_one_active_per_slot" ON "license_instances" USING btree ("license_id","slot") WHERE "license_instances"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "license_instances_one_active_per_device" ON "license_instances" USING btree ("user_id","device_id") WHERE "license_instances"."status" = 'active';--> statement-breakpoint
CREATE INDEX "license_instances_user_idx" ON "license_instances" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "license_instances" ADD CONSTRAINT "license_instances_slot_within_license" CHECK ("license_instances"."slot" between 1 and "license_instances"."instances_num");--> statement-breakpoint
ALTER TABLE "license_instances" ADD CONSTRAINT "license_instances_device_id_length" CHECK (length("license_instances"."device_id") between 8 and 128);
