CREATE TABLE "internal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"author_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "internal_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"uploaded_by_id" uuid,
	"purpose" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "contact_person_job_title" text;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "contact_person_photo_url" text;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "map_tile_url" text;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "map_tile_attribution" text;--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "role" text DEFAULT 'organization_superuser' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_notes_tenant_id_subject_type_subject_id_created_at_index" ON "internal_notes" USING btree ("tenant_id","subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_tenant_id_volunteer_center_id_created_at_index" ON "uploads" USING btree ("tenant_id","volunteer_center_id","created_at");--> statement-breakpoint
CREATE INDEX "organizations_tenant_id_is_partner_index" ON "organizations" USING btree ("tenant_id","is_partner");--> statement-breakpoint
CREATE POLICY "internal_notes_tenant_isolation" ON "internal_notes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "uploads_tenant_isolation" ON "uploads" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));