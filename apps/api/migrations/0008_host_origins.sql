ALTER TABLE "hosts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "origin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "hosts_one_origin_per_center_app" ON "hosts" USING btree ("volunteer_center_id","app") WHERE "hosts"."origin" is not null;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_origin_is_http" CHECK ("hosts"."origin" ~ '^https?://[^/?#@[:space:]]+$');--> statement-breakpoint
CREATE POLICY "hosts_tenant_isolation" ON "hosts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));