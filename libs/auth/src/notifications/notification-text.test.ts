import { setupI18n } from '@lingui/core';
import type { AppNotification } from '@platform/api-client';
import { NOTIFICATION_KINDS, type NotificationKind } from '@platform/contracts';
import { NOTIFICATION_KIND_TEXTS, notificationText } from './notification-text';

const notification = (kind: NotificationKind, data: Record<string, string>): AppNotification => ({
  id: 'n1',
  type: 'notifications',
  kind,
  subjectType: null,
  subjectId: null,
  data,
  linkApp: 'public_site',
  linkPath: '/profiel/aanmeldingen',
  url: 'https://example.nl/profiel/aanmeldingen',
  readAt: null,
  createdAt: '2026-11-27T10:00:00Z',
});

describe('notificationText', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

  it('fills the sentence of each kind with the names the notification recorded', () => {
    expect(
      notificationText(i18n, notification('application_accepted', { organization: 'Buurthuis De Linde', vacancy: 'Gastvrouw' })),
    ).toBe('Buurthuis De Linde accepted your application for Gastvrouw.');
    expect(notificationText(i18n, notification('form_submitted', { form: 'Contact' }))).toBe('New answers to the form Contact.');
  });

  it('writes a date out in the reader’s language, and a missing name as nothing', () => {
    const expiring = notification('vacancy_expiring', { vacancy: 'Chauffeur', expiresAt: '2026-12-04T12:00:00Z' });
    expect(notificationText(i18n, expiring)).toMatch(/^The vacancy Chauffeur expires on December 4, 2026\./);
    const dutch = setupI18n({ locale: 'nl', messages: { nl: {} } });
    expect(notificationText(dutch, expiring)).toContain('4 december 2026');
    expect(notificationText(i18n, notification('application_received', { vacancy: 'Chauffeur' }))).toBe(' applied for Chauffeur.');
  });

  it('has a sentence and a settings label for every kind the API knows', () => {
    expect(Object.keys(NOTIFICATION_KIND_TEXTS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
