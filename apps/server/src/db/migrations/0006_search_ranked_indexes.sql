DROP INDEX "company_directors_fio_tsv_idx";--> statement-breakpoint
DROP INDEX "companies_name_core_idx";--> statement-breakpoint
DROP INDEX "companies_okved_idx";--> statement-breakpoint
CREATE INDEX "company_directors_fio_search_idx" ON "company_directors" USING btree (translate(lower("fio"), 'ё', 'е') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entrepreneurs_okved_idx" ON "entrepreneurs" USING btree ("okved_code","search_rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entrepreneurs_fio_search_idx" ON "entrepreneurs" USING btree (translate(lower("last_name" || ' ' || "first_name" || ' ' || coalesce("middle_name", '')), 'ё', 'е') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "company_founders_name_search_idx" ON "company_founders" USING btree (translate(lower("name"), 'ё', 'е') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_name_core_idx" ON "companies" USING btree ("name_core" text_pattern_ops,"search_rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_okved_idx" ON "companies" USING btree ("okved_code","search_rank" DESC NULLS LAST);