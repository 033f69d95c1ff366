ALTER TABLE "audit_events" ADD COLUMN "volunteer_center_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_tenant_id_volunteer_center_id_created_at_index" ON "audit_events" USING btree ("tenant_id","volunteer_center_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_tenant_id_actor_user_id_created_at_index" ON "audit_events" USING btree ("tenant_id","actor_user_id","created_at");--> statement-breakpoint
-- Earlier events: the centre of the organisation, vacancy or user they are about, else the actor's.
UPDATE "audit_events" AS a SET "volunteer_center_id" = o."volunteer_center_id" FROM "organizations" AS o WHERE a."subject_type" = 'organizations' AND o."id" = a."subject_id" AND a."volunteer_center_id" IS NULL;--> statement-breakpoint
UPDATE "audit_events" AS a SET "volunteer_center_id" = v."volunteer_center_id" FROM "vacancies" AS v WHERE a."subject_type" = 'vacancies' AND v."id" = a."subject_id" AND a."volunteer_center_id" IS NULL;--> statement-breakpoint
UPDATE "audit_events" AS a SET "volunteer_center_id" = u."volunteer_center_id" FROM "users" AS u WHERE a."subject_type" = 'users' AND u."id" = a."subject_id" AND a."volunteer_center_id" IS NULL;--> statement-breakpoint
UPDATE "audit_events" AS a SET "volunteer_center_id" = u."volunteer_center_id" FROM "users" AS u WHERE u."id" = a."actor_user_id" AND a."volunteer_center_id" IS NULL;
