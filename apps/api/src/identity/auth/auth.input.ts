import { ApiError } from '../../platform/http/errors';
import { isPlainObject } from '../../platform/http/json-api';

/** Attributes of a devise-style body: top-level fields, or a JSON:API document's data.attributes. */
export function bodyAttributes(body: unknown): { attributes: Record<string, unknown>; pointer: string } {
  if (body === undefined || body === null) return { attributes: {}, pointer: '' };
  if (!isPlainObject(body)) throw new ApiError('INVALID_DOCUMENT', { pointer: '' });
  if (isPlainObject(body.data)) {
    const attributes = body.data.attributes ?? {};
    if (!isPlainObject(attributes)) throw new ApiError('INVALID_DOCUMENT', { pointer: '/data/attributes' });
    return { attributes, pointer: '/data/attributes' };
  }
  return { attributes: body, pointer: '' };
}

// Rails-style clients may wrap the fields in a resource key ({ user: {...} });
// devise_token_auth accepts both, so do we.
export function unwrap(body: unknown, key: string): unknown {
  return isPlainObject(body) && isPlainObject(body[key]) && Object.keys(body).length === 1 ? body[key] : body;
}
