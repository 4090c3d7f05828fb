CREATE TABLE "companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ogrn" char(13) NOT NULL,
	"inn" char(10) NOT NULL,
	"kpp" char(9),
	"name_short" text NOT NULL,
	"name_full" text NOT NULL,
	"opf_code" varchar(5),
	"opf_name" text,
	"status_name" text NOT NULL,
	"registration_date" date,
	"ogrn_date" date,
	"liquidation_date" date,
	"share_capital" numeric(18, 2),
	"legal_address" text,
	"city" text,
	"region_code" varchar(2),
	"okved_code" varchar(8),
	"okved_additional" text[] DEFAULT '{}'::text[] NOT NULL,
	"representative_id" bigint,
	"source" text NOT NULL,
	"as_of" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_directors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"fio" text NOT NULL,
	"inn" char(12),
	"post" text,
	"since_date" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entrepreneurs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ogrnip" char(15) NOT NULL,
	"inn" char(12) NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"kind_name" text NOT NULL,
	"status_name" text NOT NULL,
	"registration_date" date,
	"ogrnip_date" date,
	"termination_date" date,
	"city" text,
	"region_code" varchar(2),
	"okved_code" varchar(8),
	"okved_additional" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okved" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"section" varchar(1) NOT NULL,
	"parent_code" varchar(8)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_directors" ADD CONSTRAINT "company_directors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_ogrn_key" ON "companies" USING btree ("ogrn");--> statement-breakpoint
CREATE INDEX "companies_inn_idx" ON "companies" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "companies_region_idx" ON "companies" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "companies_okved_idx" ON "companies" USING btree ("okved_code");--> statement-breakpoint
CREATE INDEX "companies_name_tsv_idx" ON "companies" USING gin (to_tsvector('russian', "name_short" || ' ' || "name_full"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name_short") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_directors_company_idx" ON "company_directors" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_directors_inn_idx" ON "company_directors" USING btree ("inn");--> statement-breakpoint
CREATE UNIQUE INDEX "entrepreneurs_ogrnip_key" ON "entrepreneurs" USING btree ("ogrnip");--> statement-breakpoint
CREATE INDEX "entrepreneurs_inn_idx" ON "entrepreneurs" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "entrepreneurs_fio_tsv_idx" ON "entrepreneurs" USING gin (to_tsvector('russian', "last_name" || ' ' || "first_name" || ' ' || coalesce("middle_name", '')));