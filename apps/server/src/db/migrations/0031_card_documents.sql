-- Card documents (modules/card-documents): the replies of the card's endpoints kept as sent, one
-- primary-key read each. A reader builds a missing document and keeps it only when no writer ran
-- from the start of its reads to its insert; a writer deletes the documents built on what it
-- changes, in its own transaction, through invalidate_card_documents below.
CREATE SEQUENCE "public"."card_document_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."card_document_writes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "card_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"content_type" text NOT NULL,
	"cache_control" text,
	"depends_on" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"generation" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_documents_depends_on_idx" ON "card_documents" USING gin ("depends_on");

--> statement-breakpoint
-- The one way a writer deletes documents. It first takes the shared side of the eight stripe
-- locks (readers try the exclusive side of one to keep a document: none is kept while a writer
-- is in progress) and advances card_document_writes (a reader keeps nothing once it moved past
-- what the reader saw before its reads), then deletes the documents holding any of the tags; a
-- NULL tag list stands for everything and advances card_document_generation instead, which
-- leaves every document of older generations unread. Each statement of a function takes its own
-- snapshot, so the delete sees every document kept before the locks were taken. Writers run at
-- READ COMMITTED, the default.
CREATE FUNCTION invalidate_card_documents(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('card_documents'), stripe) FROM generate_series(0, 7) AS stripe;
  PERFORM nextval('card_document_writes');
  IF tags IS NULL THEN
    PERFORM nextval('card_document_generation');
  ELSIF cardinality(tags) > 0 THEN
    DELETE FROM card_documents WHERE depends_on && tags;
  END IF;
END
$$;
