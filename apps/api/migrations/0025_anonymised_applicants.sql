-- Anonymised applications (issue 28) keep no name, and say so with anonymised_at; a person's guest applications are found by address (email_key, as users').
ALTER TABLE "applications" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
-- Applications anonymised before kept the Dutch words "Verwijderde gebruiker" as the name: they become the marker (no name, anonymised at their last change).
UPDATE "applications" SET "name" = NULL, "first_name" = NULL, "last_name" = NULL, "anonymised_at" = "updated_at"
WHERE "user_id" IS NULL AND "name" = 'Verwijderde gebruiker' AND "email" = 'deleted-' || "id" || '@deleted.invalid';--> statement-breakpoint
CREATE INDEX "applications_tenant_id_email_key_index" ON "applications" USING btree ("tenant_id","email_key");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_name_until_anonymised" CHECK (("applications"."anonymised_at" IS NULL) = (num_nonnulls("applications"."name", "applications"."first_name", "applications"."last_name") = 3));