CREATE TABLE "subject_zones" (
	"inn" varchar(12) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"zone" varchar(6) NOT NULL,
	"score" smallint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_zones_inn_kind_pk" PRIMARY KEY("inn","kind")
);
--> statement-breakpoint
-- Change tracking, zones: a rating stored for a watched subject (by the card, a list, a bulk check or the
-- monitoring job, whoever calls saveResults) is compared with the zone last seen for it; landing in another
-- zone is a `zone` event. Statement-level triggers with transition tables: one pass per statement, however many
-- ratings it stores. An upsert (INSERT … ON CONFLICT DO UPDATE) fires both triggers, each with only the rows it
-- inserted or updated. Importance: worse zone → warning, better → info (EVENT_IMPORTANCE.zone in
-- modules/monitoring/capture/importance.ts, which a test holds these to); texts are RISK_ZONE_LABELS.
CREATE FUNCTION subject_zone_rank(zone varchar) RETURNS int LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE zone WHEN 'low' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END
$$;--> statement-breakpoint
CREATE FUNCTION subject_zone_text(zone varchar, score smallint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE zone WHEN 'low' THEN 'Низкий риск' WHEN 'medium' THEN 'Средний риск' ELSE 'Высокий риск' END
		|| ', ' || score || '/100'
$$;--> statement-breakpoint
CREATE FUNCTION capture_zone_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH watched AS (
		SELECT r.inn, r.kind, r.zone, r.score FROM rated r
		WHERE EXISTS (SELECT 1 FROM watchlist_entries w WHERE w.inn = r.inn)
	), previous AS (
		-- Every part of one statement sees the rows as they were before it: the zone before this rating.
		SELECT z.inn, z.kind, z.zone, z.score FROM subject_zones z JOIN watched w ON w.inn = z.inn AND w.kind = z.kind
	), seen AS (
		INSERT INTO subject_zones AS z (inn, kind, zone, score, seen_at)
		SELECT inn, kind, zone, score, now() FROM watched
		ON CONFLICT (inn, kind) DO UPDATE SET zone = excluded.zone, score = excluded.score, seen_at = excluded.seen_at
		WHERE (z.zone, z.score) IS DISTINCT FROM (excluded.zone, excluded.score)
	)
	INSERT INTO subject_events (inn, subject_kind, kind, importance, occurred_on, source, before, after, dedupe_key)
	SELECT w.inn, w.kind, 'zone',
		CASE WHEN subject_zone_rank(w.zone) > subject_zone_rank(p.zone) THEN 'warning' ELSE 'info' END,
		current_date, 'reliability', subject_zone_text(p.zone, p.score), subject_zone_text(w.zone, w.score),
		to_char(current_date, 'YYYY-MM-DD') || ':' || p.zone || '>' || w.zone
	FROM watched w JOIN previous p ON p.inn = w.inn AND p.kind = w.kind
	WHERE p.zone <> w.zone
	ON CONFLICT (inn, kind, dedupe_key) DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER company_reliability_zone_insert AFTER INSERT ON company_reliability REFERENCING NEW TABLE AS rated
	FOR EACH STATEMENT EXECUTE FUNCTION capture_zone_changes();--> statement-breakpoint
CREATE TRIGGER company_reliability_zone_update AFTER UPDATE ON company_reliability REFERENCING NEW TABLE AS rated
	FOR EACH STATEMENT EXECUTE FUNCTION capture_zone_changes();--> statement-breakpoint
-- A subject put on a watch list starts from the rating stored for it now, so the first change after that is seen.
CREATE FUNCTION seed_watched_zones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO subject_zones AS z (inn, kind, zone, score, seen_at)
	SELECT r.inn, r.kind, r.zone, r.score, now() FROM company_reliability r
	WHERE (r.inn, r.kind) IN (SELECT a.inn, a.subject_kind FROM added a)
	ON CONFLICT (inn, kind) DO UPDATE SET zone = excluded.zone, score = excluded.score, seen_at = excluded.seen_at;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER watchlist_entries_seed_zones AFTER INSERT ON watchlist_entries REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION seed_watched_zones();
