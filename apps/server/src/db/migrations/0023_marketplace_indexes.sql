DROP INDEX "products_published_popular_idx";--> statement-breakpoint
CREATE INDEX "product_comments_parent_idx" ON "product_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_images_key_idx" ON "product_images" USING btree ("key");--> statement-breakpoint
CREATE INDEX "products_published_category_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_published_popular_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"likes_count" DESC NULLS LAST,"id" DESC NULLS LAST,"effective_price","category_id") WHERE status = 'published';