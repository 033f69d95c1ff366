import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@platform/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import {
  apiFieldErrors,
  applyApiFieldErrors,
  type AppliedFieldError,
  type ApplyApiFieldErrorsOptions,
} from './api-field-errors';
import { describeFieldError } from './field-errors';
import { TextField } from './fields';
import { Form } from './form';

const schema = v.object({
  email: v.string(),
  address: v.object({ postalCode: v.string(), city: v.string() }),
  expiresOn: v.string(),
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const refusal = (...entries: [pointer: string, reason?: string][]) =>
  new ApiError(
    422,
    entries.map(([pointer, reason]) => ({
      code: 'VALIDATION_FAILED',
      source: { pointer },
      ...(reason ? { meta: { reason } } : {}),
    })),
  );

/** Submits a form whose save fails with `error`, and resolves with what {@link applyApiFieldErrors} returned. */
async function submitRefused(error: unknown, options?: ApplyApiFieldErrorsOptions) {
  let applied: AppliedFieldError[] = [];
  render(
    <I18nProvider i18n={i18n}>
      <Form
        schema={schema}
        defaultValues={{
          email: 'ria@example.nl',
          address: { postalCode: '1234', city: 'Zwolle' },
          expiresOn: '2020-01-01',
        }}
        onSubmit={(_values, form) => {
          applied = applyApiFieldErrors(form, error, options);
        }}
      >
        <TextField name="email" label="E-mail address" />
        <TextField name="address.postalCode" label="Postal code" />
        <TextField name="address.city" label="Place" />
        <TextField name="expiresOn" label="Expiry date" />
        <button type="submit">Save</button>
      </Form>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('The form contains errors');
  return applied;
}

describe('applyApiFieldErrors', () => {
  it('marks each refused field in the words of its reason', async () => {
    const applied = await submitRefused(
      refusal(
        ['/data/attributes/email', 'taken'],
        ['/data/attributes/address/postal_code'],
        ['/data/attributes/address/city', 'required'],
      ),
    );
    expect(screen.getByText('E-mail address is already in use.')).toBeInTheDocument();
    expect(screen.getByText('Postal code is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Place is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(applied.map(({ attribute, field, reason }) => ({ attribute, field, reason }))).toEqual([
      { attribute: 'email', field: 'email', reason: 'taken' },
      { attribute: 'address.postalCode', field: 'address.postalCode', reason: undefined },
      { attribute: 'address.city', field: 'address.city', reason: 'required' },
    ]);
  });

  it('maps attributes onto differently named fields, leaves those without a field unmarked and can focus the first', async () => {
    const applied = await submitRefused(
      refusal(
        ['/data/attributes/status', 'invalid_transition'],
        ['/data/attributes/expires_at', 'in_the_past'],
      ),
      {
        fieldOf: (attribute) => (attribute === 'expiresAt' ? 'expiresOn' : attribute),
        shouldFocus: true,
      },
    );
    expect(applied.map(({ attribute, field }) => ({ attribute, field }))).toEqual([
      { attribute: 'status', field: undefined },
      { attribute: 'expiresAt', field: 'expiresOn' },
    ]);
    expect(screen.getByText('Expiry date is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date')).toHaveFocus();
  });

  it('words the refusals for forms that show them without marking them', () => {
    const [password, email] = apiFieldErrors(
      refusal(['/current_password', 'wrong_password'], ['/email', 'required']),
    );
    expect(password?.field).toBe('currentPassword');
    expect(describeFieldError(password!.error, 'Current password')).toBe(
      'Current password is not correct.',
    );
    expect(describeFieldError(email!.error, 'E-mail address')).toBe('E-mail address is required.');
    expect(apiFieldErrors(new Error('offline'))).toEqual([]);
  });

  it('marks nothing for other failures', () => {
    const form = { getValues: jest.fn(), setError: jest.fn() };
    expect(applyApiFieldErrors(form, new ApiError(409, [{ code: 'CONFLICT' }]))).toEqual([]);
    expect(applyApiFieldErrors(form, new Error('offline'))).toEqual([]);
    expect(form.setError).not.toHaveBeenCalled();
  });
});

describe('Form serverError', () => {
  function RefusedForm({ serverError }: { serverError: unknown }) {
    return (
      <I18nProvider i18n={i18n}>
        <Form
          schema={schema}
          defaultValues={{ email: 'ria@example.nl', address: { postalCode: '1234', city: 'Zwolle' }, expiresOn: '' }}
          serverError={serverError}
          onSubmit={() => undefined}
        >
          <TextField name="email" label="E-mail address" />
          <button type="submit">Save</button>
        </Form>
      </I18nProvider>
    );
  }

  it('shows the refusal on its field until the next request, also after the field is corrected', async () => {
    const { rerender } = render(<RefusedForm serverError={refusal(['/data/attributes/email', 'taken'])} />);
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAccessibleDescription('E-mail address is already in use.');
    fireEvent.input(email, { target: { value: 'anna@example.nl' } });
    fireEvent.blur(email);
    await screen.findByDisplayValue('anna@example.nl');
    expect(email).toHaveAccessibleDescription('E-mail address is already in use.');
    rerender(<RefusedForm serverError={null} />);
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
