import sanitizeHtml from 'sanitize-html';
import * as v from 'valibot';
import {
  centerProfileUpdateSchema,
  DEFAULT_STORED_THEME,
  IMAGE_UPLOAD_PURPOSES,
  fromWireName,
  themeConfigUpdateSchema,
  toWireName,
  type CenterProfileUpdateInput,
  type StoredThemeConfig,
} from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import { describeIssue, isPlainObject, parseResourceDocument, renameKeysDeep } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireRole } from '../../identity/access/access';
import { findOwnUpload } from '../uploads/uploads.service';
import { mayManageCenterSettings } from '../../identity/tenancy/tenancy.policy';
import {
  findProfiles,
  findVolunteerCenter,
  insertProfile,
  updateProfile,
  type NewVolunteerCenterProfile,
  type VolunteerCenterProfileRow,
} from '../../identity/tenancy/tenancy.data';

/** Profile fields that hold an image: the URL of one of the tenant's uploads. */
const IMAGE_FIELDS = ['websiteLogoUrl', 'websiteLogoDarkModeUrl', 'faviconUrl', 'contactPersonPhotoUrl'] as const;

/**
 * The map draws its attribution as HTML: links (http, https) and text only,
 * like OpenStreetMap's own `© <a href="…">OpenStreetMap</a> contributors`.
 */
const ATTRIBUTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

const pointer = (field: string) => `/data/attributes/${toWireName(field)}`;

type JsonObject = Record<string, unknown>;

/** `patch` laid over `base`, object by object; parts the patch leaves out keep their value. */
function deepMerge(base: JsonObject, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = isPlainObject(value) && isPlainObject(base[key]) ? deepMerge(base[key] as JsonObject, value) : value;
  }
  return merged;
}

/** JSON with keys in a fixed order, to tell whether a value really changed. */
function canonical(value: unknown): string {
  if (!isPlainObject(value)) return JSON.stringify(value ?? null);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(',')}}`;
}

/**
 * The theme configuration arrives with snake_case member names inside
 * `theme_config`, as every attribute does; the shared schema describes it in
 * camelCase (as the portal's form holds it), so its names are camelised
 * before validation.
 */
function camelizeThemeConfig(body: unknown): unknown {
  if (!isPlainObject(body) || !isPlainObject(body.data) || !isPlainObject(body.data.attributes)) return body;
  const { attributes } = body.data;
  if (!isPlainObject(attributes.theme_config)) return body;
  return {
    ...body,
    data: { ...body.data, attributes: { ...attributes, theme_config: renameKeysDeep(attributes.theme_config, fromWireName) } },
  };
}

/**
 * A refused theme configuration is pointed at part by part
 * (`/data/attributes/theme_config/header/variant`), so a form can mark the
 * field itself; other refused attributes stay as they are.
 */
function withThemeConfigIssues(issues: FieldIssue[], document: unknown): FieldIssue[] {
  const attributes = isPlainObject(document) && isPlainObject(document.data) ? document.data.attributes : undefined;
  const themePointer = pointer('themeConfig');
  const result = isPlainObject(attributes) ? v.safeParse(themeConfigUpdateSchema, attributes.theme_config) : undefined;
  if (!result?.issues || !issues.some((issue) => issue.pointer === themePointer)) return issues;
  const themeIssues: FieldIssue[] = result.issues.map((issue) => {
    const path = ['theme_config', ...(issue.path ?? []).map((item) => toWireName(String(item.key)))];
    return {
      pointer: `/data/attributes/${path.join('/')}`,
      field: path.join('.'),
      ...(issue.type === 'strict_object'
        ? { reason: issue.expected === 'never' ? ('unknown_attribute' as const) : ('invalid_type' as const) }
        : describeIssue(issue)),
    };
  });
  return [...issues.filter((issue) => issue.pointer !== themePointer), ...themeIssues];
}

function parseProfileDocument(body: unknown, profileId: string): CenterProfileUpdateInput {
  const document = camelizeThemeConfig(body);
  try {
    return parseResourceDocument(document, { type: 'volunteer_center_profiles', schema: centerProfileUpdateSchema, id: profileId });
  } catch (error) {
    throw error instanceof ValidationError ? new ValidationError(withThemeConfigIssues(error.issues, document)) : error;
  }
}

/** The centre's profile; a centre without one (none is made outside the seed) gets the defaults first. */
async function loadOrCreateProfile(context: RequestContext): Promise<VolunteerCenterProfileRow> {
  const { tenant } = context;
  const [profile] = await findProfiles(context.tx, tenant.id, [tenant.volunteerCenterId]);
  if (profile) return profile;
  const center = await findVolunteerCenter(context.tx, tenant.id, tenant.volunteerCenterId);
  if (!center) throw new ApiError('NOT_FOUND');
  return insertProfile(context.tx, { tenantId: tenant.id, volunteerCenterId: center.id, name: center.name, themeConfig: DEFAULT_STORED_THEME });
}

/**
 * Image fields must name one of this centre's own uploads (a favicon one for
 * the favicon); a value left as it was is not checked again, so a profile
 * that predates uploads can still be saved.
 */
async function imageIssues(
  context: RequestContext,
  input: CenterProfileUpdateInput,
  profile: VolunteerCenterProfileRow,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const field of IMAGE_FIELDS) {
    const url = input[field];
    if (url === undefined || url === null || url === profile[field]) continue;
    const upload = await findOwnUpload(context, url, field === 'faviconUrl' ? ['favicon'] : IMAGE_UPLOAD_PURPOSES);
    if (!upload) issues.push({ pointer: pointer(field), field: toWireName(field), reason: 'not_own_upload' });
  }
  return issues;
}

/**
 * Changes the current centre's profile (admin, or the centre's own centre
 * superuser). Every attribute is optional; `theme_config` is deep-merged into
 * the stored one. Audited as `volunteer_center_profile.updated` with the names
 * of the fields that changed; a change that changes nothing writes nothing.
 */
export async function updateCenterProfile(context: RequestContext, body: unknown): Promise<VolunteerCenterProfileRow> {
  const user = requireRole(context, 'admin', 'center_superuser');
  if (!mayManageCenterSettings(user, context.tenant.volunteerCenterId)) throw new ApiError('FORBIDDEN');
  const profile = await loadOrCreateProfile(context);
  const { themeConfig, mapTileAttribution, ...input } = parseProfileDocument(body, profile.id);
  const issues = await imageIssues(context, input, profile);
  if (issues.length > 0) throw new ValidationError(issues);

  const values: Partial<NewVolunteerCenterProfile> = { ...input };
  if (mapTileAttribution !== undefined) {
    values.mapTileAttribution = mapTileAttribution === null ? null : sanitizeHtml(mapTileAttribution, ATTRIBUTION_HTML).trim() || null;
  }
  if (themeConfig !== undefined) {
    // Merged over the defaults too, so a stored configuration missing a part comes out whole.
    const stored = deepMerge(DEFAULT_STORED_THEME, (profile.themeConfig ?? {}) as JsonObject);
    values.themeConfig = deepMerge(stored, renameKeysDeep(themeConfig, toWireName) as JsonObject) as StoredThemeConfig;
  }
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
    (field) => canonical(values[field]) !== canonical(profile[field as keyof VolunteerCenterProfileRow]),
  );
  if (changed.length === 0) return profile;

  const updated = await updateProfile(
    context.tx,
    context.tenant.id,
    profile.id,
    Object.fromEntries(changed.map((field) => [field, values[field]])),
  );
  await recordAuditEvent(context, {
    action: 'volunteer_center_profile.updated',
    actorUserId: user.id,
    subjectType: 'volunteer_center_profiles',
    subjectId: profile.id,
    data: { fields: changed.map(toWireName), volunteer_center_id: profile.volunteerCenterId },
    volunteerCenterId: profile.volunteerCenterId,
  });
  return updated;
}
