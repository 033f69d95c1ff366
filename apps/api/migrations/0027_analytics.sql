CREATE TABLE "analytics_daily_figures" (
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_daily_figures_tenant_id_volunteer_center_id_day_metric_key_pk" PRIMARY KEY("tenant_id","volunteer_center_id","day","metric","key")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_figures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usage_counts" (
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "usage_counts_tenant_id_volunteer_center_id_day_kind_key_pk" PRIMARY KEY("tenant_id","volunteer_center_id","day","kind","key")
);
--> statement-breakpoint
ALTER TABLE "usage_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_daily_figures" ADD CONSTRAINT "analytics_daily_figures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_figures" ADD CONSTRAINT "analytics_daily_figures_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_figures_tenant_id_day_index" ON "analytics_daily_figures" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "analytics_daily_figures_tenant_isolation" ON "analytics_daily_figures" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "usage_counts_tenant_isolation" ON "usage_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));