CREATE TABLE "product_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"image" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"parent_id" bigint,
	"stars" smallint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_comments_stars_range" CHECK ("product_comments"."stars" is null or "product_comments"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "product_favorites" (
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tag_links" (
	"product_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "product_tag_links_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"format" varchar(8) NOT NULL,
	"file_key" text NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"product_id" bigint NOT NULL,
	"viewer" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "product_views_product_id_viewer_day_pk" PRIMARY KEY("product_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"sale_price" numeric(14, 2),
	"vat_rate" smallint DEFAULT 20,
	"in_stock" integer DEFAULT 0 NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_extra" text,
	"status" varchar(16) DEFAULT 'moderation' NOT NULL,
	"reject_reason" text,
	"moderated_at" timestamp with time zone,
	"moderated_by" bigint,
	"approved_snapshot" jsonb,
	"external_id" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"effective_price" numeric(14, 2) GENERATED ALWAYS AS (coalesce(sale_price, price)) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('russian', translate(lower(name), 'ё', 'е')), 'A') ||
  setweight(to_tsvector('russian', translate(lower(coalesce(search_extra, '')), 'ё', 'е')), 'B') ||
  setweight(to_tsvector('russian', translate(lower(left(description, 4000)), 'ё', 'е')), 'C')) STORED,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_sale_price_not_above" CHECK ("products"."sale_price" is null or "products"."sale_price" <= "products"."price"),
	CONSTRAINT "products_in_stock_not_negative" CHECK ("products"."in_stock" >= 0),
	CONSTRAINT "products_status_known" CHECK ("products"."status" in ('moderation', 'published', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint,
	"entrepreneur_id" bigint,
	"inn" varchar(12) NOT NULL,
	"representative_id" bigint,
	"avatar_key" text,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_one_subject" CHECK (num_nonnulls("sellers"."company_id", "sellers"."entrepreneur_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "company_bindings" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_bindings" ALTER COLUMN "inn" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "company_bindings" ADD COLUMN "entrepreneur_id" bigint;--> statement-breakpoint
ALTER TABLE "entrepreneurs" ADD COLUMN "representative_id" bigint;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_parent_id_product_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favorites" ADD CONSTRAINT "product_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favorites" ADD CONSTRAINT "product_favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_links" ADD CONSTRAINT "product_tag_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_links" ADD CONSTRAINT "product_tag_links_tag_id_product_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_uploads" ADD CONSTRAINT "product_uploads_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_uploads" ADD CONSTRAINT "product_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_representative_id_users_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_key" ON "product_categories" USING btree (coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_comments_product_idx" ON "product_comments" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_comments_user_idx" ON "product_comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_favorites_user_idx" ON "product_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_favorites_product_idx" ON "product_favorites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE INDEX "product_tag_links_tag_idx" ON "product_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_tags_name_key" ON "product_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_uploads_seller_idx" ON "product_uploads" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_views_day_idx" ON "product_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_external_key" ON "products" USING btree ("seller_id","external_id") WHERE external_id is not null;--> statement-breakpoint
CREATE INDEX "products_published_popular_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"likes_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_published_price_idx" ON "products" USING btree ("effective_price","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_published_newest_idx" ON "products" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_idx" ON "products" USING btree ("category_id","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (translate(lower("name"), 'ё', 'е') gin_trgm_ops) WHERE status = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_company_key" ON "sellers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_entrepreneur_key" ON "sellers" USING btree ("entrepreneur_id");--> statement-breakpoint
CREATE INDEX "sellers_representative_idx" ON "sellers" USING btree ("representative_id");--> statement-breakpoint
CREATE INDEX "sellers_inn_idx" ON "sellers" USING btree ("inn");--> statement-breakpoint
CREATE UNIQUE INDEX "company_bindings_pending_entrepreneur_key" ON "company_bindings" USING btree ("user_id","entrepreneur_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "entrepreneurs_representative_idx" ON "entrepreneurs" USING btree ("representative_id") WHERE representative_id is not null;--> statement-breakpoint
ALTER TABLE "company_bindings" ADD CONSTRAINT "company_bindings_one_subject" CHECK (num_nonnulls("company_bindings"."company_id", "company_bindings"."entrepreneur_id") = 1);--> statement-breakpoint
-- Companies whose representative was approved before sellers existed become sellers of the marketplace.
INSERT INTO "sellers" ("company_id", "inn", "representative_id")
SELECT c."id", c."inn", c."representative_id" FROM "companies" c
WHERE c."representative_id" IN (SELECT "id" FROM "users")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The catalogue's B2B category tree. `image` is the tile picture under the web app's static assets.
WITH roots ("position", "slug", "name", "children") AS (VALUES
  (1, 'construction', 'Строительство и ремонт', ARRAY['Строительные материалы', 'Металлопрокат', 'Лакокрасочные материалы', 'Инструмент', 'Сантехника и отопление']),
  (2, 'equipment', 'Оборудование и станки', ARRAY['Промышленное оборудование', 'Станки', 'Насосы и компрессоры', 'Складское оборудование', 'Торговое оборудование']),
  (3, 'electrical', 'Электротехника и свет', ARRAY['Кабель и провод', 'Светотехника', 'Электроустановочные изделия', 'Генераторы и ИБП']),
  (4, 'office', 'Офис и канцелярия', ARRAY['Канцелярские товары', 'Бумага', 'Офисная мебель', 'Оргтехника']),
  (5, 'it', 'Компьютеры и связь', ARRAY['Компьютеры и ноутбуки', 'Серверы и сети', 'Программное обеспечение', 'Телефония']),
  (6, 'food', 'Продукты питания', ARRAY['Бакалея', 'Напитки', 'Молочная продукция', 'Мясо и птица', 'Кондитерские изделия']),
  (7, 'agro', 'Сельское хозяйство', ARRAY['Семена и удобрения', 'Корма', 'Сельхозтехника']),
  (8, 'transport', 'Транспорт и запчасти', ARRAY['Грузовая техника', 'Автозапчасти', 'Шины и диски', 'Масла и автохимия']),
  (9, 'chemistry', 'Химия и пластмассы', ARRAY['Промышленная химия', 'Бытовая химия', 'Полимеры и пластмассы']),
  (10, 'textile', 'Текстиль и спецодежда', ARRAY['Спецодежда', 'Средства защиты', 'Ткани']),
  (11, 'packaging', 'Упаковка и тара', ARRAY['Картонная упаковка', 'Плёнка и пакеты', 'Тара и поддоны']),
  (12, 'services', 'Услуги для бизнеса', ARRAY['Грузоперевозки', 'Клининг', 'Бухгалтерия и право', 'Ремонт и монтаж', 'Реклама и печать'])
), inserted_roots AS (
  INSERT INTO "product_categories" ("parent_id", "name", "image", "position")
  SELECT NULL, r."name", '/img/categories/' || r."slug" || '.svg', r."position" FROM roots r
  RETURNING "id", "name"
)
INSERT INTO "product_categories" ("parent_id", "name", "position")
SELECT ir."id", child."name", child."position"
FROM inserted_roots ir
JOIN roots r ON r."name" = ir."name"
CROSS JOIN LATERAL unnest(r."children") WITH ORDINALITY AS child("name", "position");
