-- Rebuilds search's name index (migration 0010) from the subjects in one pass. Bulk loads switch the name
-- index triggers off and call this once at the end: capturing every COPY batch for a statement trigger costs
-- more than the load itself.
CREATE FUNCTION refill_search_name_index() RETURNS void LANGUAGE sql AS $$
	TRUNCATE company_name_terms, entrepreneur_name_terms;
	INSERT INTO company_name_terms (term, search_rank, company_id)
	SELECT term, c.search_rank, c.id FROM companies c, unnest(company_name_terms_of(c.name_core, c.name_full)) term;
	INSERT INTO entrepreneur_name_terms (term, search_rank, entrepreneur_id)
	SELECT term, e.search_rank, e.id FROM entrepreneurs e, unnest(entrepreneur_name_terms_of(e.fio_folded)) term;
	INSERT INTO company_name_words (word)
	SELECT DISTINCT w FROM companies c, regexp_split_to_table(c.name_core, ' ') w WHERE length(w) >= 3
	ON CONFLICT DO NOTHING;
$$;
