import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import * as v from 'valibot';
import { Checkbox, PasswordField, TextField } from './fields';
import { Form } from './form';

const schema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  password: v.pipe(v.string(), v.minLength(12)),
  nickname: v.pipe(v.string(), v.maxLength(5)),
  acceptTerms: v.literal(true),
});

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // axe probes fonts on a canvas, which jsdom lacks; without one it skips that check.
  HTMLCanvasElement.prototype.getContext = () => null;
});

function renderForm() {
  const onSubmit = jest.fn();
  render(
    <I18nProvider i18n={i18n}>
      <Form
        schema={schema}
        defaultValues={{ email: '', password: '', nickname: '', acceptTerms: false as unknown as true }}
        onSubmit={onSubmit}
      >
        <TextField name="email" label="E-mail address" type="email" description="We never share it." />
        <PasswordField name="password" label="Password" />
        <TextField name="nickname" label="Nickname" />
        <Checkbox name="acceptTerms" label="I accept the terms" />
        <button type="submit">Send</button>
      </Form>
    </I18nProvider>,
  );
  return { onSubmit };
}

describe('Form', () => {
  it('does not validate while typing, only when the field loses focus', async () => {
    renderForm();
    const email = screen.getByLabelText('E-mail address');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    await act(async () => {});
    expect(screen.queryByText('E-mail address must be a valid e-mail address.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    fireEvent.blur(email);
    expect(await screen.findByText('E-mail address must be a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toHaveLength(2);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We never share it.',
      'E-mail address must be a valid e-mail address.',
    ]);

    // Fixing the value is not re-validated until the next blur either.
    fireEvent.change(email, { target: { value: 'ada@example.org' } });
    await act(async () => {});
    expect(email).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(email);
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('on submit touches and validates every field and does not submit an invalid form', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'toolong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The form contains errors');
    expect(screen.getByText('E-mail address is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Nickname must be at most 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('I accept the terms is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets focus so keyboard users land on it.
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());

    // jsdom cannot compute colours, and landmarks are the page's concern, not a form's.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('names the length bound and submits once everything is valid', async () => {
    const { onSubmit } = renderForm();
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    expect(await screen.findByText('Password must be at least 12 characters.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' ada@example.org ' } });
    fireEvent.change(password, { target: { value: 'long enough password' } });
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByLabelText('I accept the terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      email: 'ada@example.org',
      password: 'long enough password',
      nickname: 'ada',
      acceptTerms: true,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password', () => {
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
