CREATE TYPE "public"."plan_kind" AS ENUM('subscription', 'lifetime');--> statement-breakpoint
CREATE TABLE "country_currencies" (
	"country_code" char(2) PRIMARY KEY NOT NULL,
	"currency_code" char(3) NOT NULL,
	CONSTRAINT "country_currencies_country_code_format" CHECK ("country_currencies"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"sign" text NOT NULL,
	"sign_before_value" boolean NOT NULL,
	"minor_unit" smallint DEFAULT 2 NOT NULL,
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_minor_unit_range" CHECK ("currencies"."minor_unit" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency_code" char(3) NOT NULL,
	"kind" "plan_kind" NOT NULL,
	"period_months" smallint DEFAULT 0 NOT NULL,
	"pc_num" smallint NOT NULL,
	"amount" integer NOT NULL,
	"amount_old" integer,
	CONSTRAINT "prices_currency_kind_period_pc_num_unique" UNIQUE("currency_code","kind","period_months","pc_num"),
	CONSTRAINT "prices_period_matches_kind" CHECK (("prices"."kind" = 'lifetime' and "prices"."period_months" = 0) or ("prices"."kind" = 'subscription' and "prices"."period_months" > 0)),
	CONSTRAINT "prices_pc_num_range" CHECK ("prices"."pc_num" between 1 and 10),
	CONSTRAINT "prices_amount_non_negative" CHECK ("prices"."amount" >= 0),
	CONSTRAINT "prices_amount_old_above_amount" CHECK ("prices"."amount_old" is null or "prices"."amount_old" > "prices"."amount")
);
--> statement-breakpoint
ALTER TABLE "country_currencies" ADD CONSTRAINT "country_currencies_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE cascade;