CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"user_id" uuid,
	"vacancy_title" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"locale" text DEFAULT 'nl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "recurrence_rule" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('dutch'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('dutch'::regconfig, coalesce(description, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_vacancy_email_idx" ON "applications" USING btree ("vacancy_id",lower("email"));--> statement-breakpoint
CREATE INDEX "applications_tenant_id_volunteer_center_id_status_created_at_index" ON "applications" USING btree ("tenant_id","volunteer_center_id","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_user_id_index" ON "applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vacancies_search_document_idx" ON "vacancies" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "vacancies_published_idx" ON "vacancies" USING btree ("tenant_id","volunteer_center_id","published_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "vacancies_location_idx" ON "vacancies" USING btree ("latitude","longitude") WHERE status = 'published';--> statement-breakpoint
CREATE POLICY "applications_tenant_isolation" ON "applications" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));