CREATE TABLE "one_to_one_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"matched_by_id" uuid,
	"conversation_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"ended_by_id" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "one_to_one_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"place" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"age_group_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_to_one_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_request_id_one_to_one_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."one_to_one_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_matched_by_id_users_id_fk" FOREIGN KEY ("matched_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_matches" ADD CONSTRAINT "one_to_one_matches_ended_by_id_users_id_fk" FOREIGN KEY ("ended_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_requests" ADD CONSTRAINT "one_to_one_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_requests" ADD CONSTRAINT "one_to_one_requests_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_requests" ADD CONSTRAINT "one_to_one_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_one_requests" ADD CONSTRAINT "one_to_one_requests_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_to_one_matches_tenant_id_volunteer_center_id_status_index" ON "one_to_one_matches" USING btree ("tenant_id","volunteer_center_id","status");--> statement-breakpoint
CREATE INDEX "one_to_one_matches_request_id_index" ON "one_to_one_matches" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "one_to_one_matches_mentor_id_index" ON "one_to_one_matches" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "one_to_one_matches_student_id_index" ON "one_to_one_matches" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "one_to_one_requests_tenant_id_volunteer_center_id_status_index" ON "one_to_one_requests" USING btree ("tenant_id","volunteer_center_id","status");--> statement-breakpoint
CREATE INDEX "one_to_one_requests_student_id_index" ON "one_to_one_requests" USING btree ("student_id");--> statement-breakpoint
CREATE POLICY "one_to_one_matches_tenant_isolation" ON "one_to_one_matches" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "one_to_one_requests_tenant_isolation" ON "one_to_one_requests" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));