import { ApiError, type ManagedUser } from '@platform/api-client';
import * as v from 'valibot';
import { addUserFormSchema, editUserFormSchema, emptyAddUserForm, isEmailTaken, toEditUserFormValues, toNewUserAttributes, toUserAttributes } from './user-form';

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

  it('tells an e-mail address in use from other refusals', () => {
    const taken = new ApiError(422, [
      { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/role' }, meta: { reason: 'required' } },
      { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/email' }, meta: { reason: 'taken' } },
    ]);
    expect(isEmailTaken(taken)).toBe(true);
    expect(isEmailTaken(new ApiError(422, [{ code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/email' }, meta: { reason: 'invalid' } }]))).toBe(false);
    expect(isEmailTaken(new ApiError(409, []))).toBe(false);
  });
});
