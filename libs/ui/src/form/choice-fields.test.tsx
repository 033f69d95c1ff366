import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import * as v from 'valibot';
import { CheckboxGroup, RadioGroup } from './choice-fields';
import { Form } from './form';

const schema = v.object({
  days: v.pipe(v.array(v.string()), v.minLength(1)),
  tags: v.array(v.string()),
  size: v.picklist(['s', 'm']),
});

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // axe probes fonts on a canvas, which jsdom lacks; without one it skips that check.
  HTMLCanvasElement.prototype.getContext = () => null;
});

function renderGroups() {
  const onSubmit = jest.fn();
  render(
    <I18nProvider i18n={i18n}>
      <Form
        schema={schema}
        defaultValues={{ days: [], tags: [], size: '' as 's' }}
        onSubmit={onSubmit}
      >
        <CheckboxGroup
          name="days"
          legend="Days"
          description="When you can help."
          isInline
          options={[
            { value: 'mo', label: 'Monday' },
            { value: 'tu', label: 'Tuesday' },
          ]}
        />
        <CheckboxGroup name="tags" legend="Tags" options={[]} />
        <RadioGroup
          name="size"
          legend="Size"
          errorText="Choose a size."
          options={[
            { value: 's', label: 'Small' },
            { value: 'm', label: 'Medium' },
          ]}
        />
        <button type="submit">Save</button>
      </Form>
    </I18nProvider>,
  );
  return { onSubmit };
}

describe('choice groups', () => {
  it('shows each group as a described fieldset with its error, and no group without options', async () => {
    const { onSubmit } = renderGroups();
    expect(screen.queryByRole('group', { name: 'Tags' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Days is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a size.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Days' })).toHaveAccessibleDescription(
      'When you can help. Days is required.',
    );
    expect(screen.getByLabelText('Monday')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // jsdom cannot compute colours, and landmarks are the page's concern, not a form's.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations).toEqual([]);
  });

  it('gives the ticked values as a list and the chosen one', async () => {
    const { onSubmit } = renderGroups();
    fireEvent.click(screen.getByLabelText('Tuesday'));
    fireEvent.click(screen.getByLabelText('Medium'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { days: ['tu'], tags: [], size: 'm' },
        expect.anything(),
      ),
    );
  });
});
