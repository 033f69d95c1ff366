import {
  organizationSignupOrganizationSchema,
  organizationSignupUserSchema,
  type Role,
} from '@platform/contracts';
import { ValidationError } from '../../platform/http/errors';
import { extractAttributes } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { hashPassword } from '../../platform/secrets/passwords';
import { randomToken, tokenDigest } from '../../platform/secrets/tokens';
import { addRole, findUserByEmail, insertUser, isUniqueViolation, type UserRow } from '../users/users.data';
import { IssueCollector, nestedObject, parseOrganizationAttributes } from './organizations.input';
import { queueSignupNotificationMails } from './organizations.mails';
import { insertMember } from './organizations.members.repository';
import { insertOrganization, type OrganizationRow } from './organizations.repository';
import { checkProfile, saveNested } from './organizations.service';

const SUPERUSER = 'organization_superuser' satisfies Role;

/**
 * Reads a sign-up document: `organization` (with nested `address` and
 * `profile`) and `user`, every refused field of all of them in one 422.
 */
async function parseSignup(context: RequestContext, body: unknown) {
  const { attributes, basePointer } = extractAttributes(body, { type: 'organization_signups' });
  const collector = new IssueCollector();
  for (const key of Object.keys(attributes)) {
    if (key !== 'organization' && key !== 'user') collector.add({ pointer: `${basePointer}/${key}`, field: key, reason: 'unknown_attribute' });
  }
  const organizationPointer = `${basePointer}/organization`;
  const userPointer = `${basePointer}/user`;
  const rawOrganization = nestedObject(attributes, 'organization', basePointer, collector, { required: true });
  const rawUser = nestedObject(attributes, 'user', basePointer, collector, { required: true });
  const organization = rawOrganization
    ? parseOrganizationAttributes(rawOrganization, organizationPointer, organizationSignupOrganizationSchema, collector)
    : undefined;
  const profile = await checkProfile(context, organization?.profile, organizationPointer, collector);
  const before = collector.issues.length;
  const user = rawUser ? collector.validate(rawUser, organizationSignupUserSchema, userPointer) : undefined;
  // The terms are a tick box: not ticked reads as a required field left empty.
  for (const issue of collector.issues.slice(before)) if (issue.field === 'accept_terms') issue.reason = 'required';
  if (user && user.passwordConfirmation !== user.password) {
    collector.add({ pointer: `${userPointer}/password_confirmation`, field: 'password_confirmation', reason: 'confirmation_mismatch' });
  }
  collector.throwIfAny();
  return { organization: { input: organization!.input!, address: organization!.address, profile }, user: user!, userPointer };
}

/**
 * Mails a new account its confirmation link: sign-in's own mail, given to the organisations'
 * routes by the composition root (sign-in sits above organisations, whose memberships it reads).
 */
export type SendConfirmation = (
  context: RequestContext,
  user: Pick<UserRow, 'volunteerCenterId' | 'email' | 'unconfirmedEmail' | 'locale' | 'firstName'>,
  token: string,
) => Promise<void>;

/**
 * An organisation signs itself up: it is created pending in the site's centre
 * with its first user (unconfirmed, superuser membership and role), who gets a
 * confirmation mail; the centre's staff are told it waits for approval. An
 * address that already has an account is a 422 `taken` on `user.email`.
 */
export async function signUpOrganization(context: RequestContext, body: unknown, sendConfirmation: SendConfirmation): Promise<OrganizationRow> {
  const { tenant } = context;
  const { organization: write, user: userInput, userPointer } = await parseSignup(context, body);
  const taken = () => new ValidationError([{ pointer: `${userPointer}/email`, field: 'email', reason: 'taken' }]);
  if (await findUserByEmail(context.tx, tenant.id, userInput.email)) throw taken();

  const { organizationType, email, ...details } = write.input;
  const created = await insertOrganization(context.tx, {
    ...details,
    tenantId: tenant.id,
    volunteerCenterId: tenant.volunteerCenterId,
    type: organizationType ?? 'NonProfit',
    status: 'pending',
    email: email ?? userInput.email,
  });
  const organization = await saveNested(context, created, { address: write.address, profile: write.profile });

  const token = randomToken();
  const user = await insertUser(context.tx, {
    tenantId: tenant.id,
    volunteerCenterId: tenant.volunteerCenterId,
    email: userInput.email,
    encryptedPassword: await hashPassword(userInput.password),
    firstName: userInput.firstName,
    lastName: userInput.lastName,
    phoneNumber: userInput.phoneNumber || null,
    jobTitle: userInput.jobTitle || null,
    acceptTerms: true,
    status: 'active',
    signupMethod: 'signedUp',
    locale: context.locale,
    confirmationTokenDigest: tokenDigest(context.config.secretKey, token),
    confirmationSentAt: new Date(),
  }).catch((error: unknown) => {
    // Two sign-ups with one address at once: the unique index lets one through.
    throw isUniqueViolation(error) ? taken() : error;
  });
  await addRole(context.tx, tenant.id, user.id, SUPERUSER);
  await insertMember(context.tx, { tenantId: tenant.id, organizationId: organization.id, userId: user.id, role: SUPERUSER });

  await sendConfirmation(context, user, token);
  await queueSignupNotificationMails(context, organization, { name: `${user.firstName} ${user.lastName}`, email: user.email });
  await recordAuditEvent(context, {
    action: 'organization.signed_up',
    actorUserId: user.id,
    subjectType: 'organizations',
    subjectId: organization.id,
    data: { name: organization.name, user_id: user.id },
    volunteerCenterId: organization.volunteerCenterId,
  });
  return organization;
}
