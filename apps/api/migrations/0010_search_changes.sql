CREATE TABLE "search_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "search_changes_tenant_id_seq_index" ON "search_changes" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_index" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "vacancies_search_order_idx" ON "vacancies" USING btree ("tenant_id","published_at" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE POLICY "search_changes_tenant_isolation" ON "search_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
-- Only the triggers write the changes (as the owner) and only the owner
-- connection reads them.
REVOKE ALL ON search_changes FROM app_user;
--> statement-breakpoint
-- Numbers a change of public search for its tenant. The per-tenant lock, held
-- until commit, makes numbers follow commit order within a tenant, so a reader
-- that has seen a tenant's change n has also seen every lower one.
CREATE FUNCTION record_search_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  changed_tenant text := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
  changed_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_changes'), hashtext(changed_tenant));
  INSERT INTO search_changes (tenant_id, kind, entity_id) VALUES (changed_tenant, TG_ARGV[0], changed_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Vacancies matter to search while published and when they stop being so.
CREATE TRIGGER vacancies_search_insert AFTER INSERT ON vacancies FOR EACH ROW
  WHEN (NEW.status = 'published') EXECUTE FUNCTION record_search_change('vacancy');
--> statement-breakpoint
CREATE TRIGGER vacancies_search_update AFTER UPDATE ON vacancies FOR EACH ROW
  WHEN (OLD.status = 'published' OR NEW.status = 'published') EXECUTE FUNCTION record_search_change('vacancy');
--> statement-breakpoint
CREATE TRIGGER vacancies_search_delete AFTER DELETE ON vacancies FOR EACH ROW
  WHEN (OLD.status = 'published') EXECUTE FUNCTION record_search_change('vacancy');
--> statement-breakpoint
-- Search results include their organisation: its name, status and centre.
CREATE TRIGGER organizations_search_change AFTER UPDATE OR DELETE ON organizations FOR EACH ROW
  EXECUTE FUNCTION record_search_change('organization');
