-- Registry data version: every statement that changes what a company card shows advances this
-- sequence. Server processes poll it to drop cached card replies when another process (an import,
-- the demo loader, a second server) changed the data. A sequence, not a row, so concurrent writers
-- never wait on each other. Derived caches (company_reliability, provider_cache) are left out:
-- they are rebuilt from these tables.
CREATE SEQUENCE IF NOT EXISTS "registry_data_version";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "advance_registry_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('registry_data_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "company_directors_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_directors" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "entrepreneurs_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "entrepreneurs" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "disqualified_persons_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "disqualified_persons" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "mass_addresses_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mass_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "mass_persons_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mass_persons" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "sanctions_entries_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sanctions_entries" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "financial_statements_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "financial_statements" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "tax_headcount_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_headcount" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "tax_payments_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_payments" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "tax_arrears_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_arrears" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "tax_offences_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_offences" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "tax_regimes_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_regimes" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "revenue_expenses_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revenue_expenses" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "sme_register_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sme_register" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "registry_records_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registry_records" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "registry_changes_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registry_changes" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "arbitration_cases_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "arbitration_cases" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "arbitration_participants_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "arbitration_participants" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "enforcement_proceedings_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enforcement_proceedings" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "bankruptcy_messages_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bankruptcy_messages" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "pledge_messages_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pledge_messages" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "company_founders_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_founders" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "share_encumbrances_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "share_encumbrances" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "company_branches_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_branches" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "state_contracts_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "state_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "unfair_suppliers_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unfair_suppliers" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "inspections_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inspections" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "trademarks_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trademarks" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "licenses_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licenses" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "regions_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "okved_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "okved" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "import_runs_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "import_runs" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
--> statement-breakpoint
CREATE TRIGGER "app_meta_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_meta" FOR EACH STATEMENT EXECUTE FUNCTION "advance_registry_data_version"();
