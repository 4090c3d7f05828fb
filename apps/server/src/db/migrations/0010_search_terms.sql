CREATE TABLE "company_name_terms" (
	"term" text NOT NULL,
	"search_rank" smallint NOT NULL,
	"company_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entrepreneur_name_terms" (
	"term" text NOT NULL,
	"search_rank" smallint NOT NULL,
	"entrepreneur_id" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "companies_name_tsv_idx";--> statement-breakpoint
DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
DROP INDEX "entrepreneurs_fio_tsv_idx";--> statement-breakpoint
DROP INDEX "companies_name_core_idx";--> statement-breakpoint
DROP INDEX "companies_okved_idx";--> statement-breakpoint
DROP INDEX "entrepreneurs_okved_idx";--> statement-breakpoint
DROP INDEX "entrepreneurs_fio_search_idx";--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "fio_folded" text GENERATED ALWAYS AS (translate(lower(last_name || ' ' || first_name || ' ' || coalesce(middle_name, '')), 'ё', 'е')) STORED;--> statement-breakpoint
CREATE INDEX "company_name_terms_term_idx" ON "company_name_terms" USING btree ("term" text_pattern_ops,"search_rank" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "company_name_terms_company_idx" ON "company_name_terms" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_name_words_trgm_idx" ON "company_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entrepreneur_name_terms_term_idx" ON "entrepreneur_name_terms" USING btree ("term" text_pattern_ops,"search_rank" DESC NULLS LAST,"entrepreneur_id");--> statement-breakpoint
CREATE INDEX "entrepreneur_name_terms_entrepreneur_idx" ON "entrepreneur_name_terms" USING btree ("entrepreneur_id");--> statement-breakpoint
CREATE INDEX "companies_name_core_idx" ON "companies" USING btree ("name_core" text_pattern_ops,"search_rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_okved_idx" ON "companies" USING btree ("okved_code","search_rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "entrepreneurs_okved_idx" ON "entrepreneurs" USING btree ("okved_code","search_rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "entrepreneurs_fio_search_idx" ON "entrepreneurs" USING btree ("fio_folded" text_pattern_ops,"search_rank" DESC NULLS LAST,"id");--> statement-breakpoint
-- The stems a company is found by: Russian full-text lexemes of its name proper — the core of the short name and the
-- part of the full name in quotes (all of it when unquoted) — so legal-form words (общество, ответственностью …) that
-- every company shares are left out.
CREATE FUNCTION company_name_terms_of(name_core text, name_full text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(lexeme), '{}') FROM unnest(to_tsvector('russian'::regconfig,
		coalesce(name_core, '') || ' ' || coalesce(substring(name_full from '[«"“](.+)[»"”]'), name_full, '')))
$$;--> statement-breakpoint
CREATE FUNCTION entrepreneur_name_terms_of(fio text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(lexeme), '{}') FROM unnest(to_tsvector('russian'::regconfig, coalesce(fio, '')))
$$;--> statement-breakpoint
-- Statement-level triggers with transition tables: one set-based write per INSERT, COPY or UPDATE statement, so bulk
-- loads and imports pay per batch, not per row. No unique keys on the term tables, so concurrent writers never wait
-- on each other.
CREATE FUNCTION company_name_terms_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_name_terms (term, search_rank, company_id)
	SELECT term, n.search_rank, n.id FROM new_rows n, unnest(company_name_terms_of(n.name_core, n.name_full)) term;
	-- Sorted, in one statement: two writers adding the same new words wait for each other at most, never deadlock.
	INSERT INTO company_name_words (word)
	SELECT DISTINCT w FROM new_rows n, regexp_split_to_table(n.name_core, ' ') w WHERE length(w) >= 3
	ORDER BY w ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_name_terms_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT n.id, n.search_rank, n.name_core, n.name_full FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.search_rank, n.name_core, n.name_full) IS DISTINCT FROM (o.search_rank, o.name_core, o.name_full)
	), gone AS (
		DELETE FROM company_name_terms t USING changed c WHERE t.company_id = c.id
	)
	INSERT INTO company_name_terms (term, search_rank, company_id)
	SELECT term, c.search_rank, c.id FROM changed c, unnest(company_name_terms_of(c.name_core, c.name_full)) term;
	INSERT INTO company_name_words (word)
	SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, regexp_split_to_table(n.name_core, ' ') w
	WHERE n.name_core IS DISTINCT FROM o.name_core AND length(w) >= 3
	ORDER BY w ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_name_terms_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM company_name_terms t USING old_rows o WHERE t.company_id = o.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION entrepreneur_name_terms_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO entrepreneur_name_terms (term, search_rank, entrepreneur_id)
	SELECT term, n.search_rank, n.id FROM new_rows n, unnest(entrepreneur_name_terms_of(n.fio_folded)) term;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION entrepreneur_name_terms_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT n.id, n.search_rank, n.fio_folded FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.search_rank, n.fio_folded) IS DISTINCT FROM (o.search_rank, o.fio_folded)
	), gone AS (
		DELETE FROM entrepreneur_name_terms t USING changed c WHERE t.entrepreneur_id = c.id
	)
	INSERT INTO entrepreneur_name_terms (term, search_rank, entrepreneur_id)
	SELECT term, c.search_rank, c.id FROM changed c, unnest(entrepreneur_name_terms_of(c.fio_folded)) term;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION entrepreneur_name_terms_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM entrepreneur_name_terms t USING old_rows o WHERE t.entrepreneur_id = o.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_name_terms_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_name_terms_on_insert();--> statement-breakpoint
CREATE TRIGGER companies_name_terms_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_name_terms_on_update();--> statement-breakpoint
CREATE TRIGGER companies_name_terms_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_name_terms_on_delete();--> statement-breakpoint
CREATE TRIGGER entrepreneurs_name_terms_insert AFTER INSERT ON entrepreneurs REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION entrepreneur_name_terms_on_insert();--> statement-breakpoint
CREATE TRIGGER entrepreneurs_name_terms_update AFTER UPDATE ON entrepreneurs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION entrepreneur_name_terms_on_update();--> statement-breakpoint
CREATE TRIGGER entrepreneurs_name_terms_delete AFTER DELETE ON entrepreneurs REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION entrepreneur_name_terms_on_delete();--> statement-breakpoint
INSERT INTO company_name_terms (term, search_rank, company_id)
SELECT term, c.search_rank, c.id FROM companies c, unnest(company_name_terms_of(c.name_core, c.name_full)) term;--> statement-breakpoint
INSERT INTO entrepreneur_name_terms (term, search_rank, entrepreneur_id)
SELECT term, e.search_rank, e.id FROM entrepreneurs e, unnest(entrepreneur_name_terms_of(e.fio_folded)) term;--> statement-breakpoint
INSERT INTO company_name_words (word)
SELECT DISTINCT w FROM companies c, regexp_split_to_table(c.name_core, ' ') w WHERE length(w) >= 3;
