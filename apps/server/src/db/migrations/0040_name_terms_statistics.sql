-- Name search joins the index ranges of a query's stems (`мост…` and `восточн…`) and starts from the range the
-- planner believes smaller. With the default statistics (100 common terms and a 100-bucket histogram over a few
-- thousand distinct terms) a stem that is not among the commonest falls inside one bucket and is estimated at one
-- row: the planner then probed each company of a 6,000-row range for the other stem (27 ms) where joining the two
-- ranges costs 2 ms. A thousand common values and buckets give each range its real size; ANALYZE of the terms at
-- 1M companies takes 1-2 s instead of a fraction of one.
ALTER TABLE company_name_terms ALTER COLUMN term SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE entrepreneur_name_terms ALTER COLUMN term SET STATISTICS 1000;--> statement-breakpoint
ANALYZE company_name_terms;--> statement-breakpoint
ANALYZE entrepreneur_name_terms;
