CREATE INDEX "product_comments_parent_idx" ON "product_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_images_key_idx" ON "product_images" USING btree ("key");--> statement-breakpoint
CREATE INDEX "products_published_category_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE status = 'published';