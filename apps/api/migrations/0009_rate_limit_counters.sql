CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
-- Global like jobs: keys carry the tenant. The limiter writes through the owner
-- connection (it runs before the request's tenant transaction); app_user may
-- use the table too, so a limit can also be charged inside a request's transaction.
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limit_counters TO app_user;
