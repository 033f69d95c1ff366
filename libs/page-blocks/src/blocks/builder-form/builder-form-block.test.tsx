import { getPublicFormsQueryOptions, type PublicForm } from '@platform/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { createTestServices, makeBlock } from '../../testing/test-services';
import { blockModule, BuilderFormBlock } from './builder-form-block';

const FORM_ID = '123e4567-e89b-12d3-a456-426614174000';

const signUp: PublicForm = {
  id: 'abcdefghijklmnopqrstuv',
  type: 'public_forms',
  formId: FORM_ID,
  title: 'Sign up for the training',
  description: 'One evening in June.',
  accessPermission: 'anonymous',
  availability: 'open',
  closesAt: null,
  questions: [
    {
      id: '223e4567-e89b-12d3-a456-426614174000',
      type: 'form_questions',
      text: 'Name',
      questionType: 'text',
      required: true,
      longAnswer: false,
      options: [],
      minValue: null,
      maxValue: null,
      position: 1,
      deleted: false,
    },
  ],
};

function servicesWithForms(forms: PublicForm[]) {
  const services = createTestServices();
  const { queryKey } = getPublicFormsQueryOptions(services.apiClient, { formId: FORM_ID });
  services.queryClient.setQueryData(queryKey, forms);
  return services;
}

describe('BuilderFormBlock', () => {
  it('shows nothing without a chosen form', () => {
    const { container } = renderWithServices(
      <BuilderFormBlock block={makeBlock('BuilderForm', { title: 'Sign up' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the chosen form to fill in, under the block title', () => {
    renderWithServices(
      <BuilderFormBlock block={makeBlock('BuilderForm', { title: 'Sign up', formId: FORM_ID })} />,
      {
        services: servicesWithForms([signUp]),
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sign up' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Sign up for the training' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign up for the training' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('takes the h2 itself without a block title', () => {
    renderWithServices(
      <BuilderFormBlock block={makeBlock('BuilderForm', { title: '', formId: FORM_ID })} />,
      {
        services: servicesWithForms([signUp]),
      },
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign up for the training' }),
    ).toBeInTheDocument();
  });

  it('says a form visitors cannot open here is not available', () => {
    renderWithServices(
      <BuilderFormBlock block={makeBlock('BuilderForm', { title: 'Sign up', formId: FORM_ID })} />,
      {
        services: servicesWithForms([]),
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText('This form is not available.')).toBeInTheDocument();
  });

  it('never sends in the portal preview', async () => {
    const services = servicesWithForms([signUp]);
    renderWithServices(
      <BuilderFormBlock
        block={makeBlock('BuilderForm', { title: '', formId: FORM_ID })}
        isPreview
      />,
      { services },
    );
    expect(screen.getByText('Preview: answers are not sent')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('All answers are valid. In the preview they are not sent.'),
    ).toBeInTheDocument();
    expect(services.sent).toEqual([]);
  });

  it('loads the chosen form into the cache, and nothing without one', async () => {
    const services = createTestServices((url) =>
      url.pathname === '/api/v1/public_forms' && url.searchParams.get('filter[form_id]') === FORM_ID
        ? { status: 200, body: { data: [] } }
        : undefined,
    );
    await blockModule.load?.(services, { title: '', formId: null });
    expect(services.sent).toEqual([]);
    await blockModule.load?.(services, { title: '', formId: FORM_ID });
    expect(services.sent).toEqual([`/api/v1/public_forms?filter%5Bform_id%5D=${FORM_ID}`]);
    expect(
      services.queryClient.getQueryData(
        getPublicFormsQueryOptions(services.apiClient, { formId: FORM_ID }).queryKey,
      ),
    ).toEqual([]);
  });
});
