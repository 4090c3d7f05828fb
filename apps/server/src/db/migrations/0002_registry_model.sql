CREATE TABLE "disqualified_persons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fio" text NOT NULL,
	"birth_date" date,
	"birth_place" text,
	"org_name" text,
	"org_inn" varchar(12),
	"post" text,
	"article" text,
	"authority" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "disqualified_persons_dedupe_key" UNIQUE NULLS NOT DISTINCT("fio","birth_date","org_inn","starts_on")
);
--> statement-breakpoint
CREATE TABLE "mass_addresses" (
	"address_key" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"region_code" varchar(2),
	"companies" integer NOT NULL,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "mass_persons" (
	"inn" varchar(12) NOT NULL,
	"role" varchar(7) NOT NULL,
	"fio" text NOT NULL,
	"companies" integer NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "mass_persons_inn_role_pk" PRIMARY KEY("inn","role")
);
--> statement-breakpoint
CREATE TABLE "provider_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_entries" (
	"list" varchar(4) NOT NULL,
	"entry_id" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] NOT NULL,
	"inn" varchar(12),
	"ogrn" varchar(15),
	"country" text,
	"programs" text[] NOT NULL,
	"listed_on" date,
	"remarks" text,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "sanctions_entries_list_entry_id_pk" PRIMARY KEY("list","entry_id")
);
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"inn" varchar(12) NOT NULL,
	"year" integer NOT NULL,
	"line_code" varchar(4) NOT NULL,
	"form" varchar(1) NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "financial_statements_inn_year_line_code_pk" PRIMARY KEY("inn","year","line_code")
);
--> statement-breakpoint
CREATE TABLE "revenue_expenses" (
	"inn" varchar(12) NOT NULL,
	"year" integer NOT NULL,
	"revenue" numeric(20, 2) NOT NULL,
	"expenses" numeric(20, 2) NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "revenue_expenses_inn_year_pk" PRIMARY KEY("inn","year")
);
--> statement-breakpoint
CREATE TABLE "sme_register" (
	"inn" varchar(12) PRIMARY KEY NOT NULL,
	"ogrn" varchar(15),
	"subject_kind" integer NOT NULL,
	"category" integer NOT NULL,
	"included_on" date,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_social" boolean DEFAULT false NOT NULL,
	"employees" integer,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "tax_arrears" (
	"inn" varchar(12) NOT NULL,
	"on_date" date NOT NULL,
	"tax_name" text NOT NULL,
	"arrears" numeric(20, 2) NOT NULL,
	"penalties" numeric(20, 2) NOT NULL,
	"fines" numeric(20, 2) NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "tax_arrears_inn_on_date_tax_name_pk" PRIMARY KEY("inn","on_date","tax_name")
);
--> statement-breakpoint
CREATE TABLE "tax_headcount" (
	"inn" varchar(12) NOT NULL,
	"year" integer NOT NULL,
	"employees" integer NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "tax_headcount_inn_year_pk" PRIMARY KEY("inn","year")
);
--> statement-breakpoint
CREATE TABLE "tax_offences" (
	"inn" varchar(12) NOT NULL,
	"on_date" date NOT NULL,
	"position" integer NOT NULL,
	"fine" numeric(20, 2) NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "tax_offences_inn_on_date_position_pk" PRIMARY KEY("inn","on_date","position")
);
--> statement-breakpoint
CREATE TABLE "tax_payments" (
	"inn" varchar(12) NOT NULL,
	"year" integer NOT NULL,
	"tax_name" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "tax_payments_inn_year_tax_name_pk" PRIMARY KEY("inn","year","tax_name")
);
--> statement-breakpoint
CREATE TABLE "tax_regimes" (
	"inn" varchar(12) NOT NULL,
	"on_date" date NOT NULL,
	"usn" boolean DEFAULT false NOT NULL,
	"eshn" boolean DEFAULT false NOT NULL,
	"ausn" boolean DEFAULT false NOT NULL,
	"srp" boolean DEFAULT false NOT NULL,
	"envd" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "tax_regimes_inn_on_date_pk" PRIMARY KEY("inn","on_date")
);
--> statement-breakpoint
CREATE TABLE "registry_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_ogrn" varchar(15) NOT NULL,
	"grn" varchar(15),
	"change_date" date NOT NULL,
	"field" varchar(16) NOT NULL,
	"old_value" text,
	"new_value" text,
	"source" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_ogrn" varchar(15) NOT NULL,
	"grn" varchar(15) NOT NULL,
	"record_date" date NOT NULL,
	"kind_code" varchar(5),
	"kind_name" text NOT NULL,
	"tax_office_code" varchar(4),
	"tax_office_name" text,
	"documents" jsonb,
	"invalid" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rejections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"file" text NOT NULL,
	"position" text NOT NULL,
	"reason" text NOT NULL,
	"excerpt" text
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" varchar(32) NOT NULL,
	"file" text NOT NULL,
	"file_fingerprint" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" varchar(8) NOT NULL,
	"read" bigint DEFAULT 0 NOT NULL,
	"inserted" bigint DEFAULT 0 NOT NULL,
	"updated" bigint DEFAULT 0 NOT NULL,
	"rejected" bigint DEFAULT 0 NOT NULL,
	"checkpoint" jsonb,
	"error" text,
	"pid" integer
);
--> statement-breakpoint
CREATE TABLE "arbitration_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"court" text,
	"category" text,
	"started_on" date,
	"ended_on" date,
	"status" varchar(10),
	"outcome" text,
	"claim_amount" numeric(20, 2),
	"link" text,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "arbitration_participants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"role" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"inn" varchar(12),
	"ogrn" varchar(15),
	"address" text
);
--> statement-breakpoint
CREATE TABLE "bankruptcy_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"inn" varchar(12),
	"ogrn" varchar(15),
	"subject_name" text,
	"message_type" text NOT NULL,
	"published_on" date NOT NULL,
	"case_number" text,
	"text" text,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "enforcement_proceedings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"started_on" date,
	"debtor_name" text NOT NULL,
	"debtor_inn" varchar(12),
	"debtor_address" text,
	"document_type" text,
	"document_number" text,
	"document_date" date,
	"subject" text,
	"amount" numeric(20, 2),
	"remaining" numeric(20, 2),
	"department" text,
	"ended_on" date,
	"end_reason" text,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "pledge_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" varchar(8) NOT NULL,
	"message_type" text,
	"published_on" date NOT NULL,
	"contract_number" text,
	"contract_date" date,
	"parties" jsonb NOT NULL,
	"party_inns" varchar(12)[] NOT NULL,
	"subject" text,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "company_branches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" varchar(14) NOT NULL,
	"name" text,
	"kpp" char(9),
	"address" text,
	"country" text,
	"since_date" date,
	"grn" varchar(15)
);
--> statement-breakpoint
CREATE TABLE "company_founders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" text NOT NULL,
	"inn" varchar(12),
	"ogrn" varchar(15),
	"country" text,
	"foreign_reg_number" text,
	"share_nominal" numeric(18, 2),
	"share_percent" numeric(9, 6),
	"since_date" date,
	"ended_date" date,
	"grn" varchar(15),
	"unreliable" boolean DEFAULT false NOT NULL,
	"unreliable_text" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_encumbrances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"founder_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text,
	"holder_inn" varchar(12),
	"holder_ogrn" varchar(15),
	"details" text,
	"record_date" date,
	"grn" varchar(15)
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"erknm_number" text NOT NULL,
	"inn" varchar(12),
	"ogrn" varchar(15),
	"subject_name" text,
	"control_body" text,
	"kind" text,
	"status" text,
	"starts_on" date,
	"ends_on" date,
	"objects" jsonb NOT NULL,
	"basis" text,
	"result" text,
	"violations_found" boolean,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_ogrn" varchar(15) NOT NULL,
	"number" text,
	"issued_on" date,
	"starts_on" date,
	"ends_on" date,
	"issuer" text,
	"activities" text[] NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "licenses_dedupe_key" UNIQUE NULLS NOT DISTINCT("subject_ogrn","number","issued_on")
);
--> statement-breakpoint
CREATE TABLE "state_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"register_number" text NOT NULL,
	"law" varchar(3) NOT NULL,
	"signed_on" date,
	"price" numeric(20, 2),
	"currency" varchar(3) DEFAULT 'RUB' NOT NULL,
	"customer_inn" varchar(12),
	"customer_name" text,
	"suppliers" jsonb NOT NULL,
	"supplier_inns" varchar(12)[] NOT NULL,
	"objects" jsonb NOT NULL,
	"status" text,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "trademarks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"holder_name" text,
	"holder_inn" varchar(12),
	"holder_ogrn" varchar(15),
	"registered_on" date,
	"priority_on" date,
	"expires_on" date,
	"classes" integer[] NOT NULL,
	"image_url" text,
	"verbal" text,
	"status" text,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "unfair_suppliers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registry_number" text NOT NULL,
	"supplier_inn" varchar(12),
	"supplier_name" text NOT NULL,
	"published_on" date,
	"approved_on" date,
	"excluded_on" date,
	"customer_inn" varchar(12),
	"customer_name" text,
	"purchase_number" text,
	"contract_price" numeric(20, 2),
	"reason" text,
	"source" text NOT NULL,
	"as_of" date
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status_code" varchar(3);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "creation_method" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "termination_method" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "capital_kind" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_fias_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_unreliable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_unreliable_text" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "okpo" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "okato" varchar(11);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "oktmo" varchar(11);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "okogu" varchar(7);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "okfs" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_authority" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "funds" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contacts" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "managing_org" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "predecessors" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "successors" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "extract_date" date;--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "ogrnip" char(15);--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "post_kind" text;--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "ended_date" date;--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "grn" varchar(15);--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "unreliable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "unreliable_text" text;--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "disqualified_from" date;--> statement-breakpoint
ALTER TABLE "company_directors" ADD COLUMN "disqualified_to" date;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "gender" varchar(6);--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "status_code" varchar(3);--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "termination_method" text;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "okpo" varchar(10);--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "okato" varchar(11);--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "oktmo" varchar(11);--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "tax_authority" jsonb;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "funds" jsonb;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "extract_date" date;--> statement-breakpoint
ALTER TABLE "import_rejections" ADD CONSTRAINT "import_rejections_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitration_participants" ADD CONSTRAINT "arbitration_participants_case_id_arbitration_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."arbitration_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_branches" ADD CONSTRAINT "company_branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_founders" ADD CONSTRAINT "company_founders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_encumbrances" ADD CONSTRAINT "share_encumbrances_founder_id_company_founders_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."company_founders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disqualified_persons_fio_idx" ON "disqualified_persons" USING btree ("fio");--> statement-breakpoint
CREATE INDEX "sanctions_entries_inn_idx" ON "sanctions_entries" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "sanctions_entries_ogrn_idx" ON "sanctions_entries" USING btree ("ogrn");--> statement-breakpoint
CREATE INDEX "sme_register_ogrn_idx" ON "sme_register" USING btree ("ogrn");--> statement-breakpoint
CREATE INDEX "registry_changes_subject_idx" ON "registry_changes" USING btree ("subject_ogrn","change_date");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_changes_dedupe_key" ON "registry_changes" USING btree ("subject_ogrn","field","change_date",coalesce("new_value", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "registry_records_grn_key" ON "registry_records" USING btree ("subject_ogrn","grn");--> statement-breakpoint
CREATE INDEX "registry_records_subject_idx" ON "registry_records" USING btree ("subject_ogrn","record_date");--> statement-breakpoint
CREATE INDEX "import_rejections_run_idx" ON "import_rejections" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "import_runs_source_idx" ON "import_runs" USING btree ("source","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "arbitration_cases_number_key" ON "arbitration_cases" USING btree ("case_number");--> statement-breakpoint
CREATE INDEX "arbitration_participants_case_idx" ON "arbitration_participants" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "arbitration_participants_inn_idx" ON "arbitration_participants" USING btree ("inn") WHERE "arbitration_participants"."inn" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "arbitration_participants_dedupe_key" ON "arbitration_participants" USING btree ("case_id","role","name",coalesce("inn", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "bankruptcy_messages_id_key" ON "bankruptcy_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "bankruptcy_messages_inn_idx" ON "bankruptcy_messages" USING btree ("inn");--> statement-breakpoint
CREATE UNIQUE INDEX "enforcement_proceedings_number_key" ON "enforcement_proceedings" USING btree ("number");--> statement-breakpoint
CREATE INDEX "enforcement_proceedings_debtor_idx" ON "enforcement_proceedings" USING btree ("debtor_inn");--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_messages_id_key" ON "pledge_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "pledge_messages_party_inns_idx" ON "pledge_messages" USING gin ("party_inns");--> statement-breakpoint
CREATE INDEX "company_branches_company_idx" ON "company_branches" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_founders_company_idx" ON "company_founders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_founders_inn_idx" ON "company_founders" USING btree ("inn") WHERE "company_founders"."inn" is not null;--> statement-breakpoint
CREATE INDEX "company_founders_ogrn_idx" ON "company_founders" USING btree ("ogrn") WHERE "company_founders"."ogrn" is not null;--> statement-breakpoint
CREATE INDEX "company_founders_name_tsv_idx" ON "company_founders" USING gin (to_tsvector('russian', "name"));--> statement-breakpoint
CREATE INDEX "share_encumbrances_founder_idx" ON "share_encumbrances" USING btree ("founder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_number_key" ON "inspections" USING btree ("erknm_number");--> statement-breakpoint
CREATE INDEX "inspections_inn_idx" ON "inspections" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "inspections_ogrn_idx" ON "inspections" USING btree ("ogrn");--> statement-breakpoint
CREATE INDEX "licenses_subject_idx" ON "licenses" USING btree ("subject_ogrn");--> statement-breakpoint
CREATE UNIQUE INDEX "state_contracts_number_key" ON "state_contracts" USING btree ("register_number");--> statement-breakpoint
CREATE INDEX "state_contracts_customer_idx" ON "state_contracts" USING btree ("customer_inn");--> statement-breakpoint
CREATE INDEX "state_contracts_supplier_inns_idx" ON "state_contracts" USING gin ("supplier_inns");--> statement-breakpoint
CREATE UNIQUE INDEX "trademarks_number_key" ON "trademarks" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "trademarks_holder_inn_idx" ON "trademarks" USING btree ("holder_inn");--> statement-breakpoint
CREATE INDEX "trademarks_holder_ogrn_idx" ON "trademarks" USING btree ("holder_ogrn");--> statement-breakpoint
CREATE UNIQUE INDEX "unfair_suppliers_number_key" ON "unfair_suppliers" USING btree ("registry_number");--> statement-breakpoint
CREATE INDEX "unfair_suppliers_inn_idx" ON "unfair_suppliers" USING btree ("supplier_inn");