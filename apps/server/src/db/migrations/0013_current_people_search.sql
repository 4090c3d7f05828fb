DROP INDEX "company_directors_fio_search_idx";--> statement-breakpoint
DROP INDEX "company_founders_name_search_idx";--> statement-breakpoint
CREATE INDEX "company_directors_fio_search_idx" ON "company_directors" USING btree (translate(lower("fio"), 'ё', 'е') text_pattern_ops) WHERE "company_directors"."ended_date" is null;--> statement-breakpoint
CREATE INDEX "company_founders_name_search_idx" ON "company_founders" USING btree (translate(lower("name"), 'ё', 'е') text_pattern_ops) WHERE "company_founders"."kind" = 'person' and "company_founders"."ended_date" is null;