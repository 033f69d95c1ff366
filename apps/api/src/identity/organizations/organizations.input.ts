import type * as v from 'valibot';
import {
  nonProfitProfileSchema,
  organizationAddressSchema,
  type NonProfitProfileInput,
  type OrganizationAddressInput,
} from '@platform/contracts';
import { ValidationError, type FieldIssue } from '../../platform/http/errors';
import { isPlainObject, validateAttributes } from '../../platform/http/json-api';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * Collects the field issues of one part of a document instead of throwing at
 * once, so a 422 lists every refused field of every nested object together.
 */
export class IssueCollector {
  readonly issues: FieldIssue[] = [];

  validate<S extends ObjectSchema>(attributes: Record<string, unknown>, schema: S, pointer: string): v.InferOutput<S> | undefined {
    try {
      return validateAttributes(attributes, schema, pointer);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      this.issues.push(...error.issues);
      return undefined;
    }
  }

  add(issue: FieldIssue): void {
    this.issues.push(issue);
  }

  /** Throws one 422 with everything collected, if anything was. */
  throwIfAny(): void {
    if (this.issues.length > 0) throw new ValidationError(this.issues);
  }
}

/**
 * A nested object attribute (`address`, `profile`, `user`): undefined when
 * left out, null when sent as null and `nullable`, else the object; anything
 * else is an issue on it.
 */
export function nestedObject(
  attributes: Record<string, unknown>,
  key: string,
  pointer: string,
  collector: IssueCollector,
  { nullable = false, required = false } = {},
): Record<string, unknown> | null | undefined {
  const value = attributes[key];
  const field = { pointer: `${pointer}/${key}`, field: key };
  if (value === undefined) {
    if (required) collector.add({ ...field, reason: 'required' });
    return undefined;
  }
  if (value === null && nullable) return null;
  if (!isPlainObject(value)) {
    collector.add({ ...field, reason: value === null ? 'required' : 'invalid_type' });
    return undefined;
  }
  return value;
}

/** The attributes without the nested ones, which are validated on their own. */
export function withoutKeys(attributes: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !keys.includes(key)));
}

export type OrganizationWrite<T> = {
  /** Undefined when refused (the collector holds why). */
  input: T | undefined;
  /** Undefined: leave the address alone; null: remove it; else replace it. */
  address: OrganizationAddressInput | null | undefined;
  profile: NonProfitProfileInput | undefined;
};

/**
 * Validates an organisation's attributes with `schema` and its nested
 * `address` and `profile` objects with theirs; every refused field of all
 * three is one 422, pointing into the nested object where it lies.
 */
export function parseOrganizationAttributes<S extends ObjectSchema>(
  attributes: Record<string, unknown>,
  pointer: string,
  schema: S,
  collector = new IssueCollector(),
): OrganizationWrite<v.InferOutput<S>> {
  const input = collector.validate(withoutKeys(attributes, ['address', 'profile']), schema, pointer);
  const rawAddress = nestedObject(attributes, 'address', pointer, collector, { nullable: true });
  const rawProfile = nestedObject(attributes, 'profile', pointer, collector);
  const address = rawAddress ? collector.validate(rawAddress, organizationAddressSchema, `${pointer}/address`) : rawAddress;
  const profile = rawProfile ? collector.validate(rawProfile, nonProfitProfileSchema, `${pointer}/profile`) : undefined;
  return { input, address, profile };
}
