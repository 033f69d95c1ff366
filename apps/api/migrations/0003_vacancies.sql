CREATE TABLE "age_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "age_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vacancy_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancy_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "age_groups" ADD CONSTRAINT "age_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_categories" ADD CONSTRAINT "vacancy_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_groups_tenant_id_position_index" ON "age_groups" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "vacancy_categories_tenant_id_position_index" ON "vacancy_categories" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_id_volunteer_center_id_status_index" ON "vacancies" USING btree ("tenant_id","volunteer_center_id","status");--> statement-breakpoint
CREATE POLICY "age_groups_tenant_isolation" ON "age_groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "vacancy_categories_tenant_isolation" ON "vacancy_categories" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));