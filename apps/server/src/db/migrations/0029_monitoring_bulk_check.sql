CREATE TABLE "bulk_check_rows" (
	"check_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"query" text NOT NULL,
	"subject_kind" varchar(12),
	"inn" varchar(12),
	"ogrn" varchar(15),
	"name" text,
	"status" text,
	"status_class" varchar(12),
	"score" smallint,
	"zone" varchar(8),
	"stop_factor" boolean DEFAULT false NOT NULL,
	"factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "bulk_check_rows_check_id_position_pk" PRIMARY KEY("check_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"items" jsonb NOT NULL,
	"invalid" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_checks_status_check" CHECK ("bulk_checks"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "monitoring_reads" (
	"user_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	CONSTRAINT "monitoring_reads_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"daily_digest" boolean DEFAULT true NOT NULL,
	"instant_critical" boolean DEFAULT true NOT NULL,
	"read_up_to" bigint DEFAULT 0 NOT NULL,
	"last_digest_event_id" bigint DEFAULT 0 NOT NULL,
	"last_instant_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inn" varchar(12) NOT NULL,
	"subject_kind" varchar(12) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"importance" varchar(10) NOT NULL,
	"occurred_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"before" text,
	"after" text,
	"ref" text,
	"link" text,
	"dedupe_key" text,
	CONSTRAINT "subject_events_subject_kind_check" CHECK ("subject_events"."subject_kind" in ('company', 'entrepreneur')),
	CONSTRAINT "subject_events_importance_check" CHECK ("subject_events"."importance" in ('critical', 'warning', 'info'))
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"user_id" bigint NOT NULL,
	"inn" varchar(12) NOT NULL,
	"subject_kind" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_entries_user_id_inn_pk" PRIMARY KEY("user_id","inn"),
	CONSTRAINT "watchlist_entries_subject_kind_check" CHECK ("watchlist_entries"."subject_kind" in ('company', 'entrepreneur'))
);
--> statement-breakpoint
ALTER TABLE "bulk_check_rows" ADD CONSTRAINT "bulk_check_rows_check_id_bulk_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."bulk_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_checks" ADD CONSTRAINT "bulk_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reads" ADD CONSTRAINT "monitoring_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reads" ADD CONSTRAINT "monitoring_reads_event_id_subject_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."subject_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_settings" ADD CONSTRAINT "monitoring_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_checks_user_idx" ON "bulk_checks" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subject_events_inn_idx" ON "subject_events" USING btree ("inn","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subject_events_recorded_idx" ON "subject_events" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_events_dedupe_key" ON "subject_events" USING btree ("inn","kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "watchlist_entries_inn_idx" ON "watchlist_entries" USING btree ("inn");--> statement-breakpoint
-- Change tracking and bulk checks are sold by the tiers: how many subjects a user may watch and how many
-- identifiers one bulk check may hold (PLAN_LIMITS). Keys already present are not added twice.
UPDATE "plans" SET "features" = "features" || '["monitoring.watch_50","check.bulk_100"]'::jsonb
  WHERE "code" = 'start' AND NOT "features" ? 'monitoring.watch_50';--> statement-breakpoint
UPDATE "plans" SET "features" = "features" || '["monitoring.watch_500","check.bulk_1000"]'::jsonb
  WHERE "code" = 'scale' AND NOT "features" ? 'monitoring.watch_500';--> statement-breakpoint
UPDATE "plans" SET "features" = "features" || '["monitoring.watch_5000","check.bulk_10000"]'::jsonb
  WHERE "code" = 'optimal_plus' AND NOT "features" ? 'monitoring.watch_5000';
