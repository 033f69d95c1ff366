import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { NotificationBell } from './notification-bell';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const renderBell = (unreadCount: number) =>
  render(
    <I18nProvider i18n={i18n}>
      <NotificationBell unreadCount={unreadCount} aria-expanded={false} />
    </I18nProvider>,
  );

describe('NotificationBell', () => {
  it('names the unread count and shows it as a badge hidden from assistive technology', () => {
    const { container } = renderBell(2);
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('span[aria-hidden="true"]')).toHaveTextContent('2');
  });

  it('caps the badge at 99+ but names the real number', () => {
    const { container } = renderBell(120);
    expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toBeInTheDocument();
    expect(container.querySelector('span[aria-hidden="true"]')).toHaveTextContent('99+');
  });

  it('is just "Notifications" with nothing unread', () => {
    const { container } = renderBell(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(container.querySelector('span[aria-hidden="true"]')).toBeNull();
  });
});
