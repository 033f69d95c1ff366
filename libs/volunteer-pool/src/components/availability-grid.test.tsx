import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AvailabilitySlot } from '@platform/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AvailabilityGrid } from './availability-grid';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function Harness({ onChange }: { onChange: (slots: AvailabilitySlot[]) => void }) {
  const [value, setValue] = useState<AvailabilitySlot[]>(['sun_evening']);
  return (
    <I18nProvider i18n={i18n}>
      <AvailabilityGrid
        legend="When are you available?"
        value={value}
        onChange={(slots) => {
          setValue(slots);
          onChange(slots);
        }}
      />
    </I18nProvider>
  );
}

describe('AvailabilityGrid', () => {
  it('names each box by day and part inside one named group, and answers in week order', () => {
    const changes: AvailabilitySlot[][] = [];
    render(<Harness onChange={(slots) => changes.push(slots)} />);
    expect(screen.getByRole('group', { name: 'When are you available?' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(21);
    expect(screen.getByRole('checkbox', { name: 'Sunday evening' })).toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday morning' }));
    expect(changes.at(-1)).toEqual(['mon_morning', 'sun_evening']);
    expect(screen.getByRole('checkbox', { name: 'Monday morning' })).toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday evening' }));
    expect(changes.at(-1)).toEqual(['mon_morning']);
  });

  it('submits the ticked slots under its name and shows the count beside each box', () => {
    render(
      <I18nProvider i18n={i18n}>
        <form aria-label="Search">
          <AvailabilityGrid
            legend="Available"
            name="availability"
            defaultValue={['tue_afternoon']}
            counts={{ mon_morning: 3, tue_afternoon: 1 }}
          />
        </form>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday morning' }));
    const form = screen.getByRole('form', { name: 'Search' }) as HTMLFormElement;
    expect(new FormData(form).getAll('availability')).toEqual(['mon_morning', 'tue_afternoon']);
    const monday = screen.getByRole('row', { name: /Monday/ });
    expect(monday).toHaveTextContent('3(3 volunteers)');
    expect(monday).toHaveTextContent('0(0 volunteers)');
    expect(screen.getByRole('row', { name: /Tuesday/ })).toHaveTextContent('1(1 volunteer)');
  });
});
