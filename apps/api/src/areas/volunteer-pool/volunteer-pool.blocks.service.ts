import { poolBlockCreateSchema } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { ListPage } from '../../platform/http/list-handler';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { findOrganization } from '../../identity/organizations/organizations.data';
import {
  deleteBlock,
  findBlock,
  insertBlock,
  listBlocks,
  type BlockWithName,
} from './volunteer-pool.blocks.repository';
import { requirePoolStaff } from './volunteer-pool.replies.answer';
import { fieldError } from './volunteer-pool.replies.service';

// Staff stop an organisation's replies to the pool (abuse) and lift that again; each act audited.

/** The centre's stopped organisations, newest first (staff). */
export async function listPoolBlocks(
  context: RequestContext,
  query: ListQuery,
): Promise<ListPage<BlockWithName>> {
  const { volunteerCenterId } = requirePoolStaff(context);
  return listBlocks(context.tx, context.tenant.id, volunteerCenterId, query.page);
}

/** Stops the replies of an organisation of the centre; a second stop of the same one is a 409. */
export async function createPoolBlock(
  context: RequestContext,
  body: unknown,
): Promise<BlockWithName> {
  const { user, volunteerCenterId } = requirePoolStaff(context);
  const input = parseResourceDocument(body, {
    type: 'volunteer_pool_blocks',
    schema: poolBlockCreateSchema,
  });
  const organization = await findOrganization(context.tx, context.tenant.id, input.organizationId);
  if (
    !organization ||
    organization.deletedAt ||
    organization.volunteerCenterId !== volunteerCenterId
  )
    throw fieldError('organization_id', 'invalid');
  const block = await insertBlock(context.tx, {
    tenantId: context.tenant.id,
    organizationId: organization.id,
    reason: input.reason,
    blockedById: user.id,
  });
  if (!block)
    throw new ApiError('CONFLICT', {
      detailKey: 'error.CONFLICT.replies_stopped_already',
      reason: 'already_stopped',
    });
  await recordAuditEvent(context, {
    action: 'volunteer_pool_block.created',
    actorUserId: user.id,
    subjectType: 'volunteer_pool_blocks',
    subjectId: block.id,
    volunteerCenterId,
    data: { organization_id: organization.id, reason: input.reason },
  });
  return { ...block, organizationName: organization.name };
}

/** Lets an organisation of the centre reply again. */
export async function removePoolBlock(
  context: RequestContext,
  rawId: string | undefined,
): Promise<void> {
  const { user, volunteerCenterId } = requirePoolStaff(context);
  const block = await findBlock(
    context.tx,
    context.tenant.id,
    volunteerCenterId,
    requireUuid(rawId),
  );
  if (!block) throw new ApiError('NOT_FOUND');
  await deleteBlock(context.tx, context.tenant.id, block.id);
  await recordAuditEvent(context, {
    action: 'volunteer_pool_block.deleted',
    actorUserId: user.id,
    subjectType: 'volunteer_pool_blocks',
    subjectId: block.id,
    volunteerCenterId,
    data: { organization_id: block.organizationId, reason: block.reason },
  });
}
