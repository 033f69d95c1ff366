CREATE TABLE "analytics_day_totals" (
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_day_totals_tenant_id_volunteer_center_id_day_metric_pk" PRIMARY KEY("tenant_id","volunteer_center_id","day","metric")
);
--> statement-breakpoint
ALTER TABLE "analytics_day_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_monthly_figures" (
	"tenant_id" text NOT NULL,
	"volunteer_center_id" uuid NOT NULL,
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_monthly_figures_tenant_id_volunteer_center_id_month_metric_key_pk" PRIMARY KEY("tenant_id","volunteer_center_id","month","metric","key")
);
--> statement-breakpoint
ALTER TABLE "analytics_monthly_figures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_day_totals" ADD CONSTRAINT "analytics_day_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_day_totals" ADD CONSTRAINT "analytics_day_totals_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_monthly_figures" ADD CONSTRAINT "analytics_monthly_figures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_monthly_figures" ADD CONSTRAINT "analytics_monthly_figures_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "analytics_day_totals_tenant_isolation" ON "analytics_day_totals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "analytics_monthly_figures_tenant_isolation" ON "analytics_monthly_figures" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
-- Backfill: the rollups of the daily figures already stored, as the analytics.daily-figures job builds them.
INSERT INTO "analytics_monthly_figures" ("tenant_id", "volunteer_center_id", "month", "metric", "key", "n")
  SELECT "tenant_id", "volunteer_center_id", date_trunc('month', "day"::timestamp)::date, "metric", "key", sum("n")
  FROM "analytics_daily_figures" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "analytics_day_totals" ("tenant_id", "volunteer_center_id", "day", "metric", "n")
  SELECT "tenant_id", "volunteer_center_id", "day", "metric", sum("n")
  FROM "analytics_daily_figures" WHERE "metric" NOT LIKE '%\_by\_category' GROUP BY 1, 2, 3, 4;
