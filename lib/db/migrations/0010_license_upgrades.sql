ALTER TABLE "licenses" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upgrades_license_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_upgrades_license_id_licenses_id_fk" FOREIGN KEY ("upgrades_license_id") REFERENCES "public"."licenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_license_upgrade_is_lifetime" CHECK ("orders"."upgrades_license_id" is null or "orders"."kind" = 'lifetime');