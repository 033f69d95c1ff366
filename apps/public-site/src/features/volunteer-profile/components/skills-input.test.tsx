import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Form } from '@platform/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { SkillsInput } from './skills-input';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const schema = v.object({ skills: v.array(v.string()) });

function renderSkills(skills: string[], onSubmit: (values: { skills: string[] }) => void) {
  render(
    <I18nProvider i18n={i18n}>
      <Form schema={schema} defaultValues={{ skills }} onSubmit={onSubmit}>
        <SkillsInput name="skills" />
        <button type="submit">Send</button>
      </Form>
    </I18nProvider>,
  );
}

const typeAndEnter = (text: string) => {
  const input = screen.getByLabelText('Skills');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('SkillsInput', () => {
  it('adds a skill on Enter, once whatever its case, and not a one-letter one', () => {
    renderSkills(['EHBO'], jest.fn());
    typeAndEnter('koken');
    typeAndEnter('ehbo');
    typeAndEnter('x');
    const tags = screen.getByRole('list', { name: 'Your skills' });
    expect(Array.from(tags.querySelectorAll('li')).map((li) => li.firstChild?.textContent)).toEqual(
      ['EHBO', 'koken'],
    );
    expect(screen.getByLabelText('Skills')).toHaveValue('x');
  });

  it('removes a skill by its own named button', () => {
    renderSkills(['EHBO', 'koken'], jest.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Remove EHBO' }));
    expect(screen.queryByRole('button', { name: 'Remove EHBO' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove koken' })).toBeInTheDocument();
  });
});
