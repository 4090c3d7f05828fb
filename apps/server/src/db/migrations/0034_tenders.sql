CREATE TABLE "tender_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" bigint NOT NULL,
	"quote_id" bigint,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"author_id" bigint,
	"price" numeric(14, 2) NOT NULL,
	"delivery_date" date,
	"terms" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"author_id" bigint,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"budget" numeric(14, 2),
	"region_code" varchar(2) NOT NULL,
	"category_id" bigint NOT NULL,
	"deadline" date NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"winner_quote_id" bigint,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('russian', translate(lower(title), 'ё', 'е')), 'A') ||
  setweight(to_tsvector('russian', translate(lower(left(description, 4000)), 'ё', 'е')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tenders_status_check" CHECK ("tenders"."status" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "tenders_winner_check" CHECK (("tenders"."status" = 'closed') = ("tenders"."winner_quote_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "chat_rooms" DROP CONSTRAINT "chat_rooms_kind_check";--> statement-breakpoint
ALTER TABLE "tender_files" ADD CONSTRAINT "tender_files_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_files" ADD CONSTRAINT "tender_files_quote_id_tender_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."tender_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_quotes" ADD CONSTRAINT "tender_quotes_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_quotes" ADD CONSTRAINT "tender_quotes_supplier_id_sellers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_quotes" ADD CONSTRAINT "tender_quotes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_customer_id_sellers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_files_tender_idx" ON "tender_files" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "tender_files_quote_idx" ON "tender_files" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_quotes_supplier_key" ON "tender_quotes" USING btree ("tender_id","supplier_id");--> statement-breakpoint
CREATE INDEX "tender_quotes_supplier_idx" ON "tender_quotes" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "tenders_open_idx" ON "tenders" USING btree ("deadline","id") WHERE "tenders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tenders_customer_idx" ON "tenders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "tenders_search_idx" ON "tenders" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_kind_check" CHECK ("chat_rooms"."kind" in ('product', 'friend', 'support', 'tender'));--> statement-breakpoint
-- Tenders are sold by the two upper tiers: how many purchase requests a company may keep open at once
-- (PLAN_LIMITS.open_tenders). Monthly and yearly rows alike; keys already present are not added twice.
UPDATE "plans" SET "features" = "features" || '["tenders.publish_3"]'::jsonb
  WHERE "code" = 'scale' AND NOT "features" ? 'tenders.publish_3';--> statement-breakpoint
UPDATE "plans" SET "features" = "features" || '["tenders.publish_20"]'::jsonb
  WHERE "code" = 'optimal_plus' AND NOT "features" ? 'tenders.publish_20';
