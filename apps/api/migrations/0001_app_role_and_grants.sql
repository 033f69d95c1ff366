-- The role every request's queries run as (SET LOCAL ROLE inside each
-- transaction). It owns nothing and is neither superuser nor BYPASSRLS, so the
-- tenant_isolation policies bind it. Roles are cluster-wide: create it once,
-- and tolerate another database's migration creating it at the same moment.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;--> statement-breakpoint
-- The connecting role must be a member to switch to it (a superuser always may).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;--> statement-breakpoint
GRANT SELECT ON tenants, hosts TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON
  volunteer_centers, volunteer_center_profiles, users, user_roles, auth_tokens, sign_in_failures,
  addresses, organizations, organization_members, non_profit_types, activity_types, non_profit_profiles,
  vacancies, audit_events
TO app_user;--> statement-breakpoint
-- The audit trail is append-only for the application.
REVOKE UPDATE, DELETE ON audit_events FROM app_user;
--> statement-breakpoint
-- Tables later migrations create are usable by the app role too; a test checks
-- that every table with a tenant_id column also carries its isolation policy.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_user;
