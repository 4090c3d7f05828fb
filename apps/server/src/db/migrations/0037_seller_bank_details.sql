ALTER TABLE "sellers" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bik" varchar(9);--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "settlement_account" varchar(20);--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "correspondent_account" varchar(20);