CREATE TABLE "license_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "license_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"license_id" integer NOT NULL,
	"device_name" text NOT NULL,
	"version" text NOT NULL,
	"status" "instance_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "license_instances_device_name_length" CHECK (length("license_instances"."device_name") between 1 and 100),
	CONSTRAINT "license_instances_version_length" CHECK (length("license_instances"."version") between 1 and 32),
	CONSTRAINT "license_instances_ended_when_not_active" CHECK (("license_instances"."ended_at" is null) = ("license_instances"."status" = 'active'))
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"instances_num" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "licenses_serial_number_format" CHECK ("licenses"."serial_number" ~ '^[A-Z0-9-]{8,64}$'),
	CONSTRAINT "licenses_instances_num_range" CHECK ("licenses"."instances_num" between 1 and 10),
	CONSTRAINT "licenses_note_length" CHECK (length(note) <= 500),
	CONSTRAINT "licenses_description_length" CHECK (length("licenses"."description") <= 500)
);
--> statement-breakpoint
ALTER TABLE "license_instances" ADD CONSTRAINT "license_instances_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_instances_license_idx" ON "license_instances" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "licenses_user_idx" ON "licenses" USING btree ("user_id");