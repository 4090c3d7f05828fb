CREATE TABLE "memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('active', 'canceled')),
	CONSTRAINT "memberships_span_check" CHECK ("memberships"."ends_at" > "memberships"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"event_id" text NOT NULL,
	"plan_order_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" text,
	"confirmation_url" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone,
	"membership_id" bigint,
	CONSTRAINT "plan_orders_status_check" CHECK ("plan_orders"."status" in ('pending', 'paid', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"type" varchar(8) NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"description_html" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_type_check" CHECK ("plans"."type" in ('monthly', 'yearly')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_kopecks" >= 100)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"cancellation_reason" text,
	"card_last4" varchar(4),
	"confirmation_code" varchar(8),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"image_key" text,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_plan_order_id_plan_orders_id_fk" FOREIGN KEY ("plan_order_id") REFERENCES "public"."plan_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_orders" ADD CONSTRAINT "plan_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_orders" ADD CONSTRAINT "plan_orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_orders_provider_payment_key" ON "plan_orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "plan_orders_user_idx" ON "plan_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_orders_pending_idx" ON "plan_orders" USING btree ("created_at") WHERE "plan_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "plans_code_type_key" ON "plans" USING btree ("code","type");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotence_key" ON "sandbox_payments" USING btree ("idempotence_key");--> statement-breakpoint
CREATE INDEX "news_posts_created_idx" ON "news_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The plans on sale. Prices are in kopecks; `features` are the entitlement keys each tier grants.
INSERT INTO "plans" ("code", "name", "type", "price_kopecks", "description_html", "features", "sort") VALUES
  ('start', 'Старт', 'monthly', 99000, '<ul><li>Долги по исполнительным производствам</li><li>Лизинг и залоги</li><li>История изменений в реестре</li></ul>', '["card.debts","card.leasing","card.history"]', 10),
  ('start', 'Старт', 'yearly', 990000, '<ul><li>Долги по исполнительным производствам</li><li>Лизинг и залоги</li><li>История изменений в реестре</li><li>Два месяца в подарок</li></ul>', '["card.debts","card.leasing","card.history"]', 10),
  ('scale', 'Масштабирование', 'monthly', 249000, '<ul><li>Всё из тарифа «Старт»</li><li>Статистика арбитражных дел</li><li>Выгрузка карточки в Excel</li></ul>', '["card.debts","card.leasing","card.history","card.arbitration_statistics","card.export"]', 20),
  ('scale', 'Масштабирование', 'yearly', 2490000, '<ul><li>Всё из тарифа «Старт»</li><li>Статистика арбитражных дел</li><li>Выгрузка карточки в Excel</li><li>Два месяца в подарок</li></ul>', '["card.debts","card.leasing","card.history","card.arbitration_statistics","card.export"]', 20),
  ('optimal_plus', 'Оптимальный плюс', 'monthly', 499000, '<ul><li>Всё из тарифа «Масштабирование»</li><li>Объявления в ленте и место в топ-10 поиска по маркетплейсу</li><li>Массовая загрузка товаров и услуг</li><li>Ранний доступ к новым возможностям</li></ul>', '["card.debts","card.leasing","card.history","card.arbitration_statistics","card.export","marketplace.announcements","marketplace.top_search","marketplace.bulk_upload","early_access"]', 30),
  ('optimal_plus', 'Оптимальный плюс', 'yearly', 4990000, '<ul><li>Всё из тарифа «Масштабирование»</li><li>Объявления в ленте и место в топ-10 поиска по маркетплейсу</li><li>Массовая загрузка товаров и услуг</li><li>Ранний доступ к новым возможностям</li><li>Два месяца в подарок</li></ul>', '["card.debts","card.leasing","card.history","card.arbitration_statistics","card.export","marketplace.announcements","marketplace.top_search","marketplace.bulk_upload","early_access"]', 30);
