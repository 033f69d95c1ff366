DROP INDEX "users_tenant_email_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_idx" ON "users" USING btree ("tenant_id","email_key");