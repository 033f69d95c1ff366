CREATE TABLE "partner_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_digest" text NOT NULL,
	"scopes" text[] NOT NULL,
	"organization_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_keys_key_digest_index" ON "partner_keys" USING btree ("key_digest");--> statement-breakpoint
CREATE INDEX "partner_keys_tenant_id_volunteer_center_id_created_at_index" ON "partner_keys" USING btree ("tenant_id","volunteer_center_id","created_at");--> statement-breakpoint
CREATE POLICY "partner_keys_tenant_isolation" ON "partner_keys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));