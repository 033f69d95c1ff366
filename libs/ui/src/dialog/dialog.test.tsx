import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function withI18n(node: ReactNode) {
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}

describe('Dialog', () => {
  it('is named by its title and described by its description, and Escape asks to close', async () => {
    const onOpenChange = jest.fn();
    render(
      withI18n(
        <Dialog isOpen onOpenChange={onOpenChange} title="Edit profile" description="Change your details.">
          <p>Body</p>
        </Dialog>,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Change your details.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);

    // jsdom cannot compute colours; the rest of axe's rules run.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('Dialog focus', () => {
  function Opener() {
    const [isOpen, setIsOpen] = useState(false);
    return withI18n(
      <>
        <button type="button" onClick={() => setIsOpen(true)}>
          Delete
        </button>
        <ConfirmDialog isOpen={isOpen} title="Delete this page?" onConfirm={() => setIsOpen(false)} onCancel={() => setIsOpen(false)} />
      </>,
    );
  }

  it('returns focus to what opened it, without a Radix trigger', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Radix moves focus back on the next tick.
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog that focuses Cancel first and reports the answer', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(withI18n(<ConfirmDialog isOpen title="Delete this page?" onConfirm={onConfirm} onCancel={onCancel} />));
    expect(screen.getByRole('alertdialog', { name: 'Delete this page?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
