-- The session check every signed-in request makes (identity/auth, `findSession`).
-- As one ad-hoc query its plan cost about four times its execution (roles and
-- memberships as correlated subqueries under row security); a PL/pgSQL
-- function keeps the plans of its two statements per connection. It runs as
-- the caller (app_user, in the request's tenant transaction), so row security
-- applies as before. Deleted accounts are left out, as the users module's
-- `sessionUsers` view does; the device's token is null when it has none.
CREATE FUNCTION auth_session_of(p_tenant_id text, p_email_key text, p_user_id uuid, p_client text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_user_id IS NULL THEN
    SELECT u.id INTO p_user_id FROM public.users u
      WHERE u.tenant_id = p_tenant_id AND u.email_key = p_email_key AND u.deleted_at IS NULL;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  RETURN (
    SELECT json_build_object(
      'user', json_build_object(
        'id', u.id, 'tenantId', u.tenant_id, 'volunteerCenterId', u.volunteer_center_id,
        'email', u.email, 'emailKey', u.email_key, 'firstName', u.first_name,
        'lastName', u.last_name, 'status', u.status, 'locale', u.locale),
      'token', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object(
        'id', t.id, 'tenantId', t.tenant_id, 'userId', t.user_id, 'client', t.client,
        'tokenDigest', t.token_digest, 'previousTokenDigest', t.previous_token_digest,
        'rotatedAt', t.rotated_at, 'expiresAt', t.expires_at, 'lastUsedAt', t.last_used_at,
        'impersonatorUserId', t.impersonator_user_id, 'createdAt', t.created_at) END,
      'roles', coalesce((SELECT json_agg(r.name) FROM public.user_roles r
        WHERE r.tenant_id = u.tenant_id AND r.user_id = u.id), '[]'),
      'memberships', coalesce((SELECT json_agg(json_build_object('organizationId', m.organization_id, 'role', m.role))
        FROM public.organization_members m
        WHERE m.tenant_id = u.tenant_id AND m.user_id = u.id), '[]'))
    FROM public.users u
    LEFT JOIN public.auth_tokens t ON t.tenant_id = u.tenant_id AND t.user_id = u.id AND t.client = p_client
    WHERE u.tenant_id = p_tenant_id AND u.id = p_user_id AND u.deleted_at IS NULL);
END $$;
