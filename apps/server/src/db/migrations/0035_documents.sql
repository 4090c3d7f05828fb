CREATE TABLE "document_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" bigint NOT NULL,
	"event" varchar(10) NOT NULL,
	"user_id" bigint,
	"user_name" text NOT NULL,
	"organization" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_events_event_check" CHECK ("document_events"."event" in ('sent', 'viewed', 'signed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint,
	"tender_id" bigint,
	"kind" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"sender_side" varchar(8) NOT NULL,
	"sender_id" bigint,
	"seller_user_id" bigint,
	"buyer_user_id" bigint,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"deal" jsonb,
	"total_kopecks" bigint,
	"file_key" text,
	"file_name" text NOT NULL,
	"file_type" varchar(100) NOT NULL,
	"file_size" integer,
	"status" varchar(10) DEFAULT 'sent' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "documents_one_deal" CHECK (num_nonnulls("documents"."order_id", "documents"."tender_id") = 1),
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('contract', 'invoice', 'act', 'upd', 'upload')),
	CONSTRAINT "documents_sender_side_check" CHECK ("documents"."sender_side" in ('seller', 'buyer')),
	CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('sent', 'viewed', 'signed', 'rejected')),
	CONSTRAINT "documents_reject_reason_check" CHECK ("documents"."status" <> 'rejected' or "documents"."reject_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_events_document_idx" ON "document_events" USING btree ("document_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_events_once_key" ON "document_events" USING btree ("document_id","event") WHERE "document_events"."event" in ('viewed', 'signed', 'rejected');--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_tender_idx" ON "documents" USING btree ("tender_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_seller_user_idx" ON "documents" USING btree ("seller_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_buyer_user_idx" ON "documents" USING btree ("buyer_user_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Document flow is sold with the two upper tiers (monthly and yearly rows share a code). Not added twice.
UPDATE "plans" SET "features" = "features" || '["documents.flow"]'::jsonb
  WHERE "code" in ('scale', 'optimal_plus') AND NOT "features" ? 'documents.flow';
