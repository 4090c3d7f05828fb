CREATE TABLE "company_reliability" (
	"inn" varchar(12) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"subject_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"score" smallint NOT NULL,
	"zone" varchar(6) NOT NULL,
	"stop" boolean NOT NULL,
	"gauge" smallint NOT NULL,
	"positive" smallint NOT NULL,
	"negative" smallint NOT NULL,
	"attention" smallint NOT NULL,
	"checked" smallint NOT NULL,
	"not_checked" smallint NOT NULL,
	"factors" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" date NOT NULL,
	CONSTRAINT "company_reliability_inn_kind_pk" PRIMARY KEY("inn","kind")
);
--> statement-breakpoint
CREATE INDEX "company_reliability_zone_idx" ON "company_reliability" USING btree ("zone","score") WHERE "company_reliability"."kind" = 'company';