-- Trigram similarity for name search and typo fallback; trusted extension since
-- PostgreSQL 13, so a database owner can create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
