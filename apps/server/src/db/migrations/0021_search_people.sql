CREATE TABLE "company_people" (
	"role" text NOT NULL,
	"source_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"search_rank" smallint NOT NULL,
	"surname" text NOT NULL,
	"fio_folded" text NOT NULL,
	"fio" text NOT NULL
);
--> statement-breakpoint
-- INCLUDE (not expressible in the schema file): a search reads names, role and person from the index alone.
CREATE INDEX "company_people_surname_idx" ON "company_people" USING btree ("surname","search_rank" DESC NULLS LAST,"company_id") INCLUDE ("fio_folded","role","fio");--> statement-breakpoint
-- A name with its first names or initials is a prefix of the folded name: `гончарова я`, `иванов иван иванович`.
CREATE INDEX "company_people_fio_idx" ON "company_people" USING btree ("fio_folded" text_pattern_ops) INCLUDE ("search_rank","company_id","role","fio");--> statement-breakpoint
CREATE INDEX "company_people_source_idx" ON "company_people" USING btree ("role","source_id");--> statement-breakpoint
CREATE INDEX "company_people_company_idx" ON "company_people" USING btree ("company_id");--> statement-breakpoint
-- Search's index of people (see schema/search.ts), kept like the name index of migration 0010: statement-level
-- triggers with transition tables, one set-based write per statement. A row per current director and per current
-- founder who is a person; the surname is the first word of the folded name, which the registry writes surname first.
CREATE FUNCTION company_people_on_director_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_people (role, source_id, company_id, search_rank, surname, fio_folded, fio)
	SELECT 'director', n.id, n.company_id, coalesce(c.search_rank, 0), split_part(f.folded, ' ', 1), f.folded, n.fio
	FROM new_rows n JOIN companies c ON c.id = n.company_id, translate(lower(n.fio), 'ё', 'е') f(folded)
	WHERE n.ended_date IS NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_people_on_director_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.fio, n.ended_date, n.company_id) IS DISTINCT FROM (o.fio, o.ended_date, o.company_id)
	), gone AS (
		DELETE FROM company_people p USING changed ch WHERE p.role = 'director' AND p.source_id = ch.id
	)
	INSERT INTO company_people (role, source_id, company_id, search_rank, surname, fio_folded, fio)
	SELECT 'director', n.id, n.company_id, coalesce(c.search_rank, 0), split_part(f.folded, ' ', 1), f.folded, n.fio
	FROM changed n JOIN companies c ON c.id = n.company_id, translate(lower(n.fio), 'ё', 'е') f(folded)
	WHERE n.ended_date IS NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_people_on_director_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM company_people p USING old_rows o WHERE p.role = 'director' AND p.source_id = o.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_people_on_founder_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO company_people (role, source_id, company_id, search_rank, surname, fio_folded, fio)
	SELECT 'founder', n.id, n.company_id, coalesce(c.search_rank, 0), split_part(f.folded, ' ', 1), f.folded, n.name
	FROM new_rows n JOIN companies c ON c.id = n.company_id, translate(lower(n.name), 'ё', 'е') f(folded)
	WHERE n.kind = 'person' AND n.ended_date IS NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_people_on_founder_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.name, n.kind, n.ended_date, n.company_id) IS DISTINCT FROM (o.name, o.kind, o.ended_date, o.company_id)
	), gone AS (
		DELETE FROM company_people p USING changed ch WHERE p.role = 'founder' AND p.source_id = ch.id
	)
	INSERT INTO company_people (role, source_id, company_id, search_rank, surname, fio_folded, fio)
	SELECT 'founder', n.id, n.company_id, coalesce(c.search_rank, 0), split_part(f.folded, ' ', 1), f.folded, n.name
	FROM changed n JOIN companies c ON c.id = n.company_id, translate(lower(n.name), 'ё', 'е') f(folded)
	WHERE n.kind = 'person' AND n.ended_date IS NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_people_on_founder_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM company_people p USING old_rows o WHERE p.role = 'founder' AND p.source_id = o.id;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A company's new search rank (statements, revenue, headcount, status) reaches its people's rows.
CREATE FUNCTION company_people_on_company_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE company_people p SET search_rank = n.search_rank
	FROM new_rows n JOIN old_rows o ON o.id = n.id
	WHERE p.company_id = n.id AND n.search_rank IS DISTINCT FROM o.search_rank;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_directors_people_insert AFTER INSERT ON company_directors REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_people_on_director_insert();--> statement-breakpoint
CREATE TRIGGER company_directors_people_update AFTER UPDATE ON company_directors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_people_on_director_update();--> statement-breakpoint
CREATE TRIGGER company_directors_people_delete AFTER DELETE ON company_directors REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_people_on_director_delete();--> statement-breakpoint
CREATE TRIGGER company_founders_people_insert AFTER INSERT ON company_founders REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_people_on_founder_insert();--> statement-breakpoint
CREATE TRIGGER company_founders_people_update AFTER UPDATE ON company_founders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_people_on_founder_update();--> statement-breakpoint
CREATE TRIGGER company_founders_people_delete AFTER DELETE ON company_founders REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_people_on_founder_delete();--> statement-breakpoint
CREATE TRIGGER companies_people_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION company_people_on_company_update();--> statement-breakpoint
-- Every row the triggers would write, in one pass: for the migration itself and for bulk loads, which switch the
-- triggers off during COPY and call refill_search_name_index() at the end.
CREATE FUNCTION refill_company_people() RETURNS void LANGUAGE sql AS $$
	TRUNCATE company_people;
	INSERT INTO company_people (role, source_id, company_id, search_rank, surname, fio_folded, fio)
	SELECT 'director', d.id, d.company_id, coalesce(c.search_rank, 0), split_part(f.folded, ' ', 1), f.folded, d.fio
	FROM company_directors d JOIN companies c ON c.id = d.company_id, translate(lower(d.fio), 'ё', 'е') f(folded)
	WHERE d.ended_date IS NULL;
	INSERT INTO company_people (role, source_id, company_id, search_rank, surname, fio_folded, fio)
	SELECT 'founder', o.id, o.company_id, coalesce(c.search_rank, 0), split_part(f.folded, ' ', 1), f.folded, o.name
	FROM company_founders o JOIN companies c ON c.id = o.company_id, translate(lower(o.name), 'ё', 'е') f(folded)
	WHERE o.kind = 'person' AND o.ended_date IS NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_search_name_index() RETURNS void LANGUAGE sql AS $$
	TRUNCATE company_name_terms, entrepreneur_name_terms;
	INSERT INTO company_name_terms (term, search_rank, company_id)
	SELECT term, c.search_rank, c.id FROM companies c, unnest(company_name_terms_of(c.name_core, c.name_full)) term;
	INSERT INTO entrepreneur_name_terms (term, search_rank, entrepreneur_id)
	SELECT term, e.search_rank, e.id FROM entrepreneurs e, unnest(entrepreneur_name_terms_of(e.fio_folded)) term;
	INSERT INTO company_name_words (word)
	SELECT DISTINCT w FROM companies c, regexp_split_to_table(c.name_core, ' ') w WHERE length(w) >= 3
	ON CONFLICT DO NOTHING;
	SELECT refill_company_people();
$$;--> statement-breakpoint
SELECT refill_company_people();--> statement-breakpoint
ANALYZE company_people;
