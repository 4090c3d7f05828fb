ALTER TABLE "companies" ADD COLUMN "size_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_rank" smallint GENERATED ALWAYS AS ((case when status_name = 'Действует' then 1000 else 0 end + size_rank)) STORED;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "size_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "search_rank" smallint GENERATED ALWAYS AS ((case when status_name = 'Действует' then 1000 else 0 end + size_rank)) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_rank_idx" ON "companies" USING btree ("search_rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "company_directors_fio_tsv_idx" ON "company_directors" USING gin (to_tsvector('simple', "fio"));--> statement-breakpoint
CREATE INDEX "entrepreneurs_search_rank_idx" ON "entrepreneurs" USING btree ("search_rank" DESC NULLS LAST,"id");--> statement-breakpoint
-- Size for search ranking on a log scale: ten points per tenfold revenue (rubles) and per tenfold headcount.
CREATE FUNCTION company_size_rank(revenue numeric, employees integer) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN least(999, floor(10 * log(greatest(coalesce(revenue, 0), 0) + 1))
	+ floor(10 * log(greatest(coalesce(employees, 0), 0) + 1)))::smallint;
--> statement-breakpoint
-- Recomputes size_rank from the latest statements and headcount of the given taxpayers (all when null);
-- the importers of those facts call it for the ИНН of each batch. Writes only rows whose rank changes.
CREATE FUNCTION refresh_size_ranks(inns varchar[]) RETURNS void
LANGUAGE sql VOLATILE
BEGIN ATOMIC
	WITH subjects AS (
		SELECT inn FROM companies WHERE inns IS NULL OR inn = ANY(inns)
		UNION SELECT inn FROM entrepreneurs WHERE inns IS NULL OR inn = ANY(inns)
	), ranks AS (
		SELECT s.inn, company_size_rank(
			coalesce(
				(SELECT (f.lines->>'2110')::numeric FROM financial_statements f WHERE f.inn = s.inn ORDER BY f.year DESC LIMIT 1),
				(SELECT r.revenue FROM revenue_expenses r WHERE r.inn = s.inn ORDER BY r.year DESC LIMIT 1)),
			coalesce(
				(SELECT h.employees FROM tax_headcount h WHERE h.inn = s.inn ORDER BY h.year DESC LIMIT 1),
				(SELECT m.employees FROM sme_register m WHERE m.inn = s.inn))) AS size_rank
		FROM subjects s
	), companies_done AS (
		UPDATE companies c SET size_rank = r.size_rank FROM ranks r
		WHERE c.inn = r.inn AND c.size_rank IS DISTINCT FROM r.size_rank RETURNING 1
	)
	UPDATE entrepreneurs e SET size_rank = r.size_rank FROM ranks r
	WHERE e.inn = r.inn AND e.size_rank IS DISTINCT FROM r.size_rank;
END;
--> statement-breakpoint
SELECT refresh_size_ranks(NULL);
