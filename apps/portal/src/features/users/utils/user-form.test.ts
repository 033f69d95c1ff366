import { ApiError, type ManagedUser } from '@platform/api-client';
import * as v from 'valibot';
import { addUserFormSchema, editUserFormSchema, emptyAddUserForm, isEmailTaken, refusedFields, toEditUserFormValues, toNewUserAttributes, toUserAttributes } from './user-form';

const eva = {
  id: 'u1',
  email: 'eva@public.example',
  firstName: 'Eva',
  lastName: null,
  phoneNumber: null,
  jobTitle: 'Coördinator',
  status: 'active',
} as ManagedUser;

describe('the user forms', () => {
  it('needs an e-mail address and a role to add a user, and leaves blank fields out', () => {
    expect(v.safeParse(addUserFormSchema, emptyAddUserForm()).issues?.map((issue) => issue.path?.[0]?.key)).toEqual(['email', 'role']);
    const values = v.parse(addUserFormSchema, { ...emptyAddUserForm(), email: ' Eva@Public.Example ', firstName: 'Eva', role: 'volunteer' });
    expect(toNewUserAttributes(values)).toEqual({
      firstName: 'Eva',
      lastName: undefined,
      email: 'eva@public.example',
      phoneNumber: undefined,
      jobTitle: undefined,
      role: 'volunteer',
      organizationId: undefined,
    });
    expect(v.safeParse(addUserFormSchema, { ...emptyAddUserForm(), email: 'a@b.nl', role: 'volunteer', phoneNumber: 'bel me' }).success).toBe(false);
  });

  it('sends the profile on edit, clearing blanks, and the address and status only when changed', () => {
    const unchanged = v.parse(editUserFormSchema, toEditUserFormValues(eva));
    expect(toUserAttributes(unchanged, eva)).toEqual({ firstName: 'Eva', lastName: null, phoneNumber: null, jobTitle: 'Coördinator' });
    const changed = v.parse(editUserFormSchema, { ...toEditUserFormValues(eva), email: 'eva.bakker@public.example', jobTitle: '', status: 'inactive' });
    expect(toUserAttributes(changed, eva)).toEqual({
      firstName: 'Eva',
      lastName: null,
      phoneNumber: null,
      jobTitle: null,
      email: 'eva.bakker@public.example',
      status: 'inactive',
    });
  });

  it("marks the fields the API refused, an address in use as 'taken'", () => {
    const error = new ApiError(422, [
      { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/email' }, meta: { reason: 'taken' } },
      { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/role' }, meta: { reason: 'required' } },
      { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/locale' }, meta: { reason: 'invalid' } },
    ]);
    expect(isEmailTaken(error)).toBe(true);
    expect(refusedFields(error, ['email', 'role'])).toEqual([
      ['email', { type: 'taken', message: 'filled:' }],
      ['role', { type: 'invalid', message: 'empty:' }],
    ]);
    expect(refusedFields(new ApiError(409, []), ['email'])).toEqual([]);
  });
});
