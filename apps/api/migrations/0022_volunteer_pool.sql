CREATE TABLE "pool_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pool_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pool_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "volunteer_pool_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"blocked_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_pool_blocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "volunteer_profile_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"volunteer_profile_id" uuid NOT NULL,
	"volunteer_id" uuid,
	"organization_id" uuid NOT NULL,
	"sender_id" uuid,
	"vacancy_id" uuid,
	"body" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"answered_at" timestamp with time zone,
	"conversation_id" uuid,
	"application_id" uuid,
	"stopped_by_id" uuid,
	"stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "volunteer_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours_per_week" integer,
	"place" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"travel_distance_km" integer,
	"age_group_id" uuid,
	"wants_one_to_one" boolean DEFAULT false NOT NULL,
	"in_pool" boolean DEFAULT false NOT NULL,
	"joined_pool_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "volunteer_pool_blocks" ADD CONSTRAINT "volunteer_pool_blocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_pool_blocks" ADD CONSTRAINT "volunteer_pool_blocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_pool_blocks" ADD CONSTRAINT "volunteer_pool_blocks_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_volunteer_profile_id_volunteer_profiles_id_fk" FOREIGN KEY ("volunteer_profile_id") REFERENCES "public"."volunteer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_stopped_by_id_users_id_fk" FOREIGN KEY ("stopped_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_changes_tenant_id_seq_index" ON "pool_changes" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "pool_changes_changed_at_index" ON "pool_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_pool_blocks_organization_id_index" ON "volunteer_pool_blocks" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "volunteer_profile_replies_tenant_id_volunteer_id_created_at_index" ON "volunteer_profile_replies" USING btree ("tenant_id","volunteer_id","created_at");--> statement-breakpoint
CREATE INDEX "volunteer_profile_replies_tenant_id_organization_id_created_at_index" ON "volunteer_profile_replies" USING btree ("tenant_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX "volunteer_profile_replies_volunteer_profile_id_organization_id_created_at_index" ON "volunteer_profile_replies" USING btree ("volunteer_profile_id","organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_profiles_user_id_index" ON "volunteer_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_pool_idx" ON "volunteer_profiles" USING btree ("tenant_id","volunteer_center_id") WHERE in_pool;--> statement-breakpoint
CREATE POLICY "pool_changes_tenant_isolation" ON "pool_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "volunteer_pool_blocks_tenant_isolation" ON "volunteer_pool_blocks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "volunteer_profile_replies_tenant_isolation" ON "volunteer_profile_replies" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "volunteer_profiles_tenant_isolation" ON "volunteer_profiles" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
-- Only the triggers write the pool changes (as the owner) and only the owner
-- connection reads them.
REVOKE ALL ON pool_changes FROM app_user;
--> statement-breakpoint
-- Numbers a change of the pool for its tenant; the per-tenant lock held until
-- commit makes numbers follow commit order (see record_search_change, 0010).
CREATE FUNCTION record_pool_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  changed_tenant text := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
  changed_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('pool_changes'), hashtext(changed_tenant));
  INSERT INTO pool_changes (tenant_id, kind, entity_id) VALUES (changed_tenant, TG_ARGV[0], changed_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A profile matters to the pool while in it and when it leaves.
CREATE TRIGGER volunteer_profiles_pool_insert AFTER INSERT ON volunteer_profiles FOR EACH ROW
  WHEN (NEW.in_pool) EXECUTE FUNCTION record_pool_change('profile');
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_pool_update AFTER UPDATE ON volunteer_profiles FOR EACH ROW
  WHEN (OLD.in_pool OR NEW.in_pool) EXECUTE FUNCTION record_pool_change('profile');
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_pool_delete AFTER DELETE ON volunteer_profiles FOR EACH ROW
  WHEN (OLD.in_pool) EXECUTE FUNCTION record_pool_change('profile');
--> statement-breakpoint
-- The pool shows a first name and leaves out blocked and deleted accounts.
CREATE TRIGGER users_pool_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.first_name IS DISTINCT FROM NEW.first_name)
  EXECUTE FUNCTION record_pool_change('user');
