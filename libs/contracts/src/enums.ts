/** The five tenants of the platform, in the order the owner listed them (the first is "the first tenant" of spec §1). */
export const TENANT_IDS = ['oldebroek', 'roermond', 'public', 'meedoen', 'demo'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

/** Deployment variant a tenant runs as; sent by clients as the `App-Context` header. */
export const APP_CONTEXTS = ['meedoen', 'gelderland'] as const;
export type AppContext = (typeof APP_CONTEXTS)[number];

export const ROLES = [
  'admin',
  'volunteer',
  'content_manager',
  'mentor',
  'student',
  'organization_superuser',
  'center_superuser',
] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'invited', 'inactive', 'archived'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const SALUTATIONS = ['male', 'female', 'other', 'unknown'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const SIGNUP_METHODS = ['signedUp', 'createdByUser', 'imported', 'unknown'] as const;
export type SignupMethod = (typeof SIGNUP_METHODS)[number];

export const ORGANIZATION_TYPES = ['School', 'VolunteerCenter', 'NonProfit'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_STATUSES = ['approved', 'pending', 'denied', 'archived', 'deleted'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** A member's role within one organisation: superusers manage it, members belong to it. */
export const ORGANIZATION_MEMBER_ROLES = ['organization_superuser', 'member'] as const;
export type OrganizationMemberRole = (typeof ORGANIZATION_MEMBER_ROLES)[number];

/** What an internal note may be about (the resource type of its subject). */
export const INTERNAL_NOTE_SUBJECT_TYPES = ['organizations', 'users'] as const;
export type InternalNoteSubjectType = (typeof INTERNAL_NOTE_SUBJECT_TYPES)[number];

/**
 * What an upload is for: an image (re-encoded) or a document (kept as sent);
 * each purpose has its own size limit. An `attachment` (a conversation's image
 * or PDF) is private: served only through a signed link to its participants.
 */
export const UPLOAD_PURPOSES = ['logo', 'logo_dark', 'favicon', 'image', 'document', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** The purposes whose files are never public (no `/uploads/<tenant>/…` address, not in the file library). */
export const PRIVATE_UPLOAD_PURPOSES = ['attachment'] as const satisfies readonly UploadPurpose[];
/** The purposes whose uploads are images, for fields that show one. */
export const IMAGE_UPLOAD_PURPOSES = ['logo', 'logo_dark', 'favicon', 'image'] as const satisfies readonly UploadPurpose[];

/**
 * The documents the file library keeps, by the extension they are stored
 * under: PDF and the office formats whose files run nothing (no macro-enabled
 * formats, never SVG or HTML). The API recognises each by its bytes.
 */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

export const VACANCY_STATUSES = ['draft', 'published', 'filled', 'expired', 'archived', 'deleted'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

export const VACANCY_TYPES = ['volunteering', 'p2p', 'activity', 'language'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];

/** How often an activity takes place. */
export const ACTIVITY_FREQUENCIES = ['once', 'multi_day', 'regularly'] as const;
export type ActivityFrequency = (typeof ACTIVITY_FREQUENCIES)[number];

/**
 * An application's life (docs/decisions.md): pending when sent, in_review once
 * staff take it up, then accepted or rejected; the applicant may withdraw it
 * while it is still open.
 */
export const APPLICATION_STATUSES = ['pending', 'in_review', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/** Days of the week a user may pick for the periodic summary mail (ISO numbering, Monday = 1). */
export const DIGEST_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Shade keys of a theme colour scale; a set missing any of them is ignored (spec §5). */
export const SHADE_KEYS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

/** Button looks of spec §2, used by the buttons in page blocks. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'outline', 'outlineSecondary', 'light', 'white'] as const;
export type ButtonVariantName = (typeof BUTTON_VARIANTS)[number];

/** Page types of spec §3; news are pages of type `news`. */
export const PAGE_TYPES = ['default', 'news', 'success_story'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Page layouts: `wide` spans the window (spec §2 content pages), `default` is the narrow reading column. */
export const PAGE_LAYOUTS = ['wide', 'default'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];
