CREATE TABLE "application_reminders" (
	"tenant_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"step" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_reminders_application_id_step_applied_at_pk" PRIMARY KEY("application_id","step","applied_at")
);
--> statement-breakpoint
ALTER TABLE "application_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "match_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"question" text NOT NULL,
	"side" text NOT NULL,
	"vacancy_title" text NOT NULL,
	"organization_name" text NOT NULL,
	"token_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answer" boolean,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_checks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "organization_response_times" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"median_days" integer,
	"answered_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_response_times" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_reminders" ADD CONSTRAINT "application_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reminders" ADD CONSTRAINT "application_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_checks" ADD CONSTRAINT "match_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_checks" ADD CONSTRAINT "match_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_checks" ADD CONSTRAINT "match_checks_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_checks" ADD CONSTRAINT "match_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_response_times" ADD CONSTRAINT "organization_response_times_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_response_times" ADD CONSTRAINT "organization_response_times_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_checks_application_id_question_side_index" ON "match_checks" USING btree ("application_id","question","side");--> statement-breakpoint
CREATE UNIQUE INDEX "match_checks_token_digest_index" ON "match_checks" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "match_checks_tenant_id_volunteer_center_id_created_at_index" ON "match_checks" USING btree ("tenant_id","volunteer_center_id","created_at");--> statement-breakpoint
CREATE POLICY "application_reminders_tenant_isolation" ON "application_reminders" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "match_checks_tenant_isolation" ON "match_checks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "organization_response_times_tenant_isolation" ON "organization_response_times" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
-- Applications decided before answers were recorded count as answered when they were decided (or last changed).
UPDATE "applications" SET "answered_at" = coalesce("decided_at", "updated_at") WHERE "status" IN ('in_review', 'accepted', 'rejected') AND "answered_at" IS NULL;
