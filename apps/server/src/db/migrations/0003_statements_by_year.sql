-- Accounting statements move from one row per line to one row per company and year, the lines as a jsonb
-- object of rubles by line code. Existing rows are folded, not dropped: the newest source and date win.
ALTER TABLE "financial_statements" RENAME TO "financial_statement_lines";
--> statement-breakpoint
ALTER TABLE "financial_statement_lines" RENAME CONSTRAINT "financial_statements_inn_year_line_code_pk" TO "financial_statement_lines_pk";
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"inn" varchar(12) NOT NULL,
	"year" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"source" text NOT NULL,
	"as_of" date,
	CONSTRAINT "financial_statements_inn_year_pk" PRIMARY KEY("inn","year")
);
--> statement-breakpoint
INSERT INTO "financial_statements" ("inn", "year", "lines", "source", "as_of")
SELECT "inn", "year", jsonb_object_agg("line_code", "value"),
	(array_agg("source" ORDER BY "as_of" DESC NULLS LAST))[1], max("as_of")
FROM "financial_statement_lines" GROUP BY "inn", "year";
--> statement-breakpoint
DROP TABLE "financial_statement_lines";
