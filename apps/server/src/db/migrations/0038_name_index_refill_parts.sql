-- The search name refill in parts that bulk loads run side by side, each on a connection of its own (one core
-- each), with the indexes of the other tables; each part empties and fills its table in one transaction.
-- refill_search_name_index() still runs them all in one.
CREATE FUNCTION refill_company_name_terms() RETURNS void LANGUAGE sql AS $$
	TRUNCATE company_name_terms;
	INSERT INTO company_name_terms (term, search_rank, company_id)
	SELECT term, c.search_rank, c.id FROM companies c, unnest(company_name_terms_of(c.name_core, c.name_full)) term;
$$;--> statement-breakpoint
CREATE FUNCTION refill_entrepreneur_name_terms() RETURNS void LANGUAGE sql AS $$
	TRUNCATE entrepreneur_name_terms;
	INSERT INTO entrepreneur_name_terms (term, search_rank, entrepreneur_id)
	SELECT term, e.search_rank, e.id FROM entrepreneurs e, unnest(entrepreneur_name_terms_of(e.fio_folded)) term;
$$;--> statement-breakpoint
CREATE FUNCTION refill_company_name_words() RETURNS void LANGUAGE sql AS $$
	INSERT INTO company_name_words (word)
	SELECT DISTINCT w FROM companies c, regexp_split_to_table(c.name_core, ' ') w WHERE length(w) >= 3
	ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_search_name_index() RETURNS void LANGUAGE sql AS $$
	SELECT refill_company_name_terms();
	SELECT refill_entrepreneur_name_terms();
	SELECT refill_company_name_words();
	SELECT refill_company_people();
$$;
