-- Card documents name what they were built from in rows of their own (card_document_tags), found by a
-- B-tree probe per tag. The array column they replace was compared by overlap with every tag of an import
-- batch against every kept document: with 50,000 documents kept, one ЕГРЮЛ batch took 118 s. Documents
-- kept so far have no rows there, so they go.
TRUNCATE "card_documents";--> statement-breakpoint
CREATE TABLE "card_document_tags" (
	"tag" bigint NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "card_documents_depends_on_idx";--> statement-breakpoint
CREATE INDEX "card_document_tags_tag_idx" ON "card_document_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "card_document_tags_key_idx" ON "card_document_tags" USING btree ("key");--> statement-breakpoint
ALTER TABLE "card_documents" DROP COLUMN "depends_on";--> statement-breakpoint
-- As in 0031 (the locks, the sequence, a NULL list for everything), but the documents to delete are found
-- through the tags' hashes, and their tag rows go with them.
CREATE OR REPLACE FUNCTION invalidate_card_documents(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('card_documents'), stripe) FROM generate_series(0, 7) AS stripe;
  PERFORM nextval('card_document_writes');
  IF tags IS NULL THEN
    PERFORM nextval('card_document_generation');
  ELSIF cardinality(tags) > 0 THEN
    WITH gone AS (
      DELETE FROM card_documents d
      WHERE d.key IN (
        SELECT t.key FROM card_document_tags t
        WHERE t.tag = ANY (ARRAY(SELECT DISTINCT hashtextextended(x, 0) FROM unnest(tags) AS x)))
      RETURNING d.key)
    DELETE FROM card_document_tags t USING gone WHERE t.key = gone.key;
  END IF;
END
$$;
