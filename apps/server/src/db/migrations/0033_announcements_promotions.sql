CREATE TABLE "announcement_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"announcement_id" bigint NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"text" text NOT NULL,
	"link_product_id" bigint,
	"link_company" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'moderation' NOT NULL,
	"reject_reason" text,
	"moderated_at" timestamp with time zone,
	"moderated_by" bigint,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_kind_known" CHECK ("announcements"."kind" in ('new_goods', 'price_change', 'opening', 'other')),
	CONSTRAINT "announcements_status_known" CHECK ("announcements"."status" in ('moderation', 'published', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "product_promotion_stats" (
	"product_id" bigint NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_promotion_stats_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "product_promotions" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_images" ADD CONSTRAINT "announcement_images_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotion_stats" ADD CONSTRAINT "product_promotion_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_images_announcement_idx" ON "announcement_images" USING btree ("announcement_id","position");--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "announcements_seller_idx" ON "announcements" USING btree ("seller_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_author_idx" ON "announcements" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_status_idx" ON "announcements" USING btree ("status","created_at");--> statement-breakpoint
-- Announcements and the «Реклама» block are sold by the tier: the old yes/no keys give way to the counted
-- ones (PLAN_LIMITS.announcements_per_month, promoted_products). Keys already present are not added twice.
UPDATE "plans" SET "features" = ("features" - 'marketplace.announcements' - 'marketplace.top_search')
  || '["marketplace.announcements_10","marketplace.top_search_3"]'::jsonb
  WHERE "code" = 'scale' AND NOT "features" ? 'marketplace.announcements_10';--> statement-breakpoint
UPDATE "plans" SET "features" = ("features" - 'marketplace.announcements' - 'marketplace.top_search')
  || '["marketplace.announcements_30","marketplace.top_search_10"]'::jsonb
  WHERE "code" = 'optimal_plus' AND NOT "features" ? 'marketplace.announcements_30';
