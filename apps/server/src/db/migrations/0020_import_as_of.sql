CREATE TABLE "sanctions_removals" (
	"list" varchar(4) NOT NULL,
	"entry_id" text NOT NULL,
	"name" text NOT NULL,
	"removed_on" date NOT NULL,
	CONSTRAINT "sanctions_removals_list_entry_id_pk" PRIMARY KEY("list","entry_id")
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "skipped_older" bigint DEFAULT 0 NOT NULL;