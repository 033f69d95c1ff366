import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { BlockWithName } from './volunteer-pool.blocks.repository';

/** An organisation whose replies staff stopped, as staff see it. */
export function serializePoolBlock(block: BlockWithName): ResourceObject {
  return resource('volunteer_pool_blocks', block.id, {
    organizationId: block.organizationId,
    organizationName: block.organizationName,
    reason: block.reason,
    blockedById: block.blockedById,
    createdAt: block.createdAt.toISOString(),
  });
}
