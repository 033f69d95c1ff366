import type { FormAvailability, FormQuestion } from '@platform/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithServices, TestProviders } from '../testing/test-providers';
import { createTestServices, type FakeAnswer } from '../testing/test-services';
import { initialAnswers } from './fill-values';
import { PublicFormFill, type PublicFormFillProps } from './public-form-fill';

let nextQuestion = 1;

function question(
  overrides: Partial<FormQuestion> & Pick<FormQuestion, 'text' | 'questionType'>,
): FormQuestion {
  const id = `00000000-0000-4000-8000-${String(nextQuestion++).padStart(12, '0')}`;
  return {
    id,
    type: 'form_questions',
    required: false,
    longAnswer: false,
    options: [],
    minValue: null,
    maxValue: null,
    position: nextQuestion,
    deleted: false,
    ...overrides,
  };
}

const name = question({ text: 'Name', questionType: 'text', required: true });
const email = question({ text: 'E-mail address', questionType: 'email', required: true });
const phone = question({ text: 'Phone', questionType: 'phone' });
const website = question({ text: 'Website', questionType: 'url' });
const message = question({ text: 'Message', questionType: 'text', longAnswer: true });
const intro = question({ text: 'About you', questionType: 'info_section' });
const age = question({ text: 'Age', questionType: 'number', minValue: 18, maxValue: 99 });
const day = question({ text: 'Date', questionType: 'date' });
const time = question({ text: 'Time', questionType: 'time' });
const topic = question({
  text: 'Topic',
  questionType: 'multiple_choice',
  required: true,
  options: ['Volunteering', 'Something else'],
});
const days = question({ text: 'Days', questionType: 'checkbox', options: ['Monday', 'Tuesday'] });
const agree = question({ text: 'I agree', questionType: 'checkbox', required: true });
const removed = question({ text: 'Old question', questionType: 'text', deleted: true });

const everyType = [
  name,
  email,
  phone,
  website,
  message,
  intro,
  age,
  day,
  time,
  topic,
  days,
  agree,
  removed,
];
const TOKEN = 'abcdefghijklmnopqrstuv';

function renderFill(
  props: Partial<PublicFormFillProps> = {},
  answer: (url: URL, init?: RequestInit) => FakeAnswer | undefined = () => undefined,
) {
  const services = createTestServices(answer);
  return renderWithServices(
    <PublicFormFill
      token={TOKEN}
      title="Contact us"
      description="We answer within two days."
      availability="open"
      closesAt="2026-12-12T10:00:00Z"
      questions={everyType}
      {...props}
    />,
    { services },
  );
}

/** A question's input by its label, which ends in an asterisk when the question is required. */
const field = (label: string) =>
  screen.getByLabelText((content) => content === label || content === `${label}*`, {
    selector: 'input, textarea',
  });

function fillValid() {
  fireEvent.change(field('Name'), { target: { value: 'Anna de Vries' } });
  fireEvent.change(field('E-mail address'), { target: { value: 'Anna@Example.nl' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Volunteering' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
}

describe('PublicFormFill', () => {
  it('draws a field for every question type and text for an info section', () => {
    renderFill();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText('We answer within two days.')).toBeInTheDocument();
    expect(screen.getByText('Open until December 12, 2026')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('type', 'text');
    expect(field('Name')).toHaveAttribute('aria-required', 'true');
    expect(field('E-mail address')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Website')).toHaveAttribute('type', 'url');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Age')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('A number from 18 to 99.')).toBeInTheDocument();
    expect(field('Date')).toHaveAttribute('type', 'date');
    expect(field('Time')).toHaveAttribute('type', 'time');
    const topicGroup = screen.getByRole('group', { name: /Topic/ });
    expect(within(topicGroup).getAllByRole('radio')).toHaveLength(2);
    expect(within(topicGroup).getByText('(required)')).toBeInTheDocument();
    const dayGroup = screen.getByRole('group', { name: 'Days' });
    expect(within(dayGroup).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByText('About you').tagName).toBe('P');
    expect(screen.queryByText('Old question')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('validates on blur with translated messages, and says the form contains errors on submit', async () => {
    renderFill();
    fireEvent.blur(field('Name'));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    fireEvent.change(field('E-mail address'), { target: { value: 'anna@' } });
    fireEvent.blur(field('E-mail address'));
    expect(
      await screen.findByText('E-mail address must be a valid e-mail address.'),
    ).toBeInTheDocument();
    fireEvent.change(field('Age'), { target: { value: '12' } });
    fireEvent.blur(field('Age'));
    expect(await screen.findByText('Age must be at least 18.')).toBeInTheDocument();
    fireEvent.change(field('Website'), { target: { value: 'www.example.nl' } });
    fireEvent.blur(field('Website'));
    expect(
      await screen.findByText('Website must be a valid web address (http or https).'),
    ).toBeInTheDocument();
    fireEvent.change(field('Phone'), { target: { value: '12' } });
    fireEvent.blur(field('Phone'));
    expect(await screen.findByText('Phone is not valid.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The form contains errors')).toBeInTheDocument();
    expect(screen.getByText('Topic is required.')).toBeInTheDocument();
    expect(screen.getByText('I agree is required.')).toBeInTheDocument();
  });

  it('sends the answers and the honeypot, then shows the confirmation text with the focus', async () => {
    let body: unknown;
    renderFill({}, (url, init) => {
      if (init?.method !== 'POST' || url.pathname !== `/api/v1/public_forms/${TOKEN}`)
        return undefined;
      body = JSON.parse(String(init.body));
      return {
        status: 201,
        body: {
          data: {
            type: 'form_submissions',
            id: 's1',
            attributes: { confirmation_text: 'Thanks, we will call you.' },
          },
        },
      };
    });
    fillValid();
    fireEvent.change(field('Age'), { target: { value: '42,5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you!');
    expect(confirmation).toHaveTextContent('Thanks, we will call you.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(body).toEqual({
      data: {
        type: 'form_submissions',
        attributes: {
          answers: {
            [name.id]: 'Anna de Vries',
            [email.id]: 'anna@example.nl',
            [age.id]: 42.5,
            [topic.id]: 'Volunteering',
            [days.id]: ['Tuesday'],
            [agree.id]: true,
          },
          honeypot: '',
        },
      },
    });
  });

  it('has a honeypot that people neither see nor reach', () => {
    const { container } = renderFill();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(
      screen.queryByRole('textbox', { name: 'Leave this field empty' }),
    ).not.toBeInTheDocument();
  });

  it('marks the questions a 422 refuses, in the API order', async () => {
    renderFill({}, (_url, init) =>
      init?.method === 'POST'
        ? {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  code: 'VALIDATION_FAILED',
                  detail: 'Naam is verplicht.',
                  source: { pointer: `/data/attributes/answers/${name.id}` },
                  meta: { reason: 'required' },
                },
                {
                  status: '422',
                  code: 'VALIDATION_FAILED',
                  source: { pointer: `/data/attributes/answers/${email.id}` },
                  meta: { reason: 'invalid_email' },
                },
              ],
            },
          }
        : undefined,
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('E-mail address must be a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The form contains errors')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Naam is verplicht.')).not.toBeInTheDocument();
  });

  it('says so when the form closed before the answers were sent', async () => {
    renderFill({}, (_url, init) =>
      init?.method === 'POST'
        ? { status: 409, body: { errors: [{ status: '409', code: 'FORM_CLOSED' }] } }
        : undefined,
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This form no longer takes answers.',
    );
  });

  it('validates but never sends in the preview', async () => {
    const { services } = renderFill({ preview: true, token: undefined });
    expect(screen.getByText('Preview: answers are not sent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The form contains errors')).toBeInTheDocument();
    fillValid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(
      await screen.findByText('All answers are valid. In the preview they are not sent.'),
    ).toBeInTheDocument();
    expect(services.sent).toEqual([]);
  });

  it.each<[FormAvailability, string]>([
    ['closed', 'This form no longer takes answers.'],
    ['invitation_required', 'This form can only be filled in through a personal invitation link.'],
    ['invitation_used', 'This form has already been filled in with this invitation.'],
    ['invitation_expired', 'This invitation has expired or was withdrawn.'],
  ])('says why a form that is %s takes no answers', (availability, text) => {
    renderFill({ availability, questions: [] });
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Open until/)).not.toBeInTheDocument();
  });

  it('fills in what the site knows of a signed-in visitor', () => {
    renderFill({
      knownDetails: { name: 'Anna de Vries', email: 'anna@example.nl', phone: '0612345678' },
    });
    expect(field('Name')).toHaveValue('Anna de Vries');
    expect(field('E-mail address')).toHaveValue('anna@example.nl');
    expect(field('Phone')).toHaveValue('0612345678');
  });
});

describe('PublicFormFill with details that arrive later', () => {
  it('fills them into fields still empty, never over what the visitor typed', async () => {
    const services = createTestServices();
    const props = {
      token: TOKEN,
      title: 'Contact us',
      availability: 'open' as const,
      questions: [name, email, phone],
    };
    const { rerender } = renderWithServices(<PublicFormFill {...props} />, { services });
    fireEvent.change(field('Name'), { target: { value: 'Ann' } });
    rerender(
      <TestProviders services={services}>
        <PublicFormFill
          {...props}
          knownDetails={{ name: 'Anna de Vries', email: 'anna@example.nl', phone: null }}
        />
      </TestProviders>,
    );
    await waitFor(() => expect(field('E-mail address')).toHaveValue('anna@example.nl'));
    expect(field('Name')).toHaveValue('Ann');
    expect(field('Phone')).toHaveValue('');
  });
});

describe('initialAnswers', () => {
  it('fills only a question that asks for a name, not one that merely contains it', () => {
    const onBehalf = question({ text: 'Namens welke organisatie kom je?', questionType: 'text' });
    const naam = question({ text: 'Je naam', questionType: 'text' });
    expect(initialAnswers([onBehalf, naam, intro, days, agree], { name: 'Anna' })).toEqual({
      [onBehalf.id]: '',
      [naam.id]: 'Anna',
      [days.id]: [],
      [agree.id]: false,
    });
  });
});
