-- A card document is read on every visit to a card and written once: its body stays in the row, uncompressed,
-- whenever the row fits in a page. By default PostgreSQL compresses a body over 2 KB and moves it out to the
-- TOAST table, so each read of a company card (about 7 KB) paid an extra index probe and a pglz decompression:
-- about 15 µs of the database's CPU a read, for a table that is a cache of replies and may take the disk.
ALTER TABLE card_documents ALTER COLUMN body SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE card_documents SET (toast_tuple_target = 8160);
