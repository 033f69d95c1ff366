import * as v from 'valibot';
import {
  nonProfitProfileSchema,
  organizationAddressSchema,
  organizationCreateSchema,
  organizationSignupOrganizationSchema,
  organizationSignupUserSchema,
  organizationUpdateSchema,
} from '../schemas';
import { pageBlocksSchema } from '../page-blocks';
import { pageCreateSchema, pageUpdateSchema } from '../pages';

// Write bodies whose parts the API validates one by one (so every refused field
// of all of them comes in one 422): here whole, for the API's docs.

const nested = { address: v.optional(v.nullable(organizationAddressSchema)), profile: v.optional(nonProfitProfileSchema) };

/** POST /organizations: the organisation with its nested `address` and `profile`. */
export const organizationCreateBodySchema = v.object({ ...organizationCreateSchema.entries, ...nested });

/** PUT/PATCH /organizations/{id}. */
export const organizationUpdateBodySchema = v.object({ ...organizationUpdateSchema.entries, ...nested });

/** POST /organizations/signup (`organization_signups`): the organisation and its first user. */
export const organizationSignupBodySchema = v.object({
  organization: v.object({ ...organizationSignupOrganizationSchema.entries, ...nested }),
  user: organizationSignupUserSchema,
});

/** POST /pages: the page with its blocks (each block checked on its own). */
export const pageCreateBodySchema = v.object({ ...pageCreateSchema.entries, blocks: v.optional(pageBlocksSchema) });

/** PATCH /pages/{id}. */
export const pageUpdateBodySchema = v.object({ ...pageUpdateSchema.entries, blocks: v.optional(pageBlocksSchema) });
