import { setupI18n } from '@lingui/core';
import { ApiError, type ConversationParticipant } from '@platform/api-client';
import { describeConversationFailure, otherPartiesName } from './conversation-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const participant = (overrides: Partial<ConversationParticipant>): ConversationParticipant => ({
  id: 'p',
  type: 'user',
  partyId: 'x',
  name: 'Eva Bakker',
  isYours: false,
  ...overrides,
});

describe('otherPartiesName', () => {
  it('names the sides the reader is not on, and a deleted account by what it was', () => {
    const participants = [participant({ type: 'organization', name: 'Voedselbank Zwolle', isYours: true }), participant({})];
    expect(otherPartiesName({ participants }, i18n)).toBe('Eva Bakker');
    expect(otherPartiesName({ participants: [participant({ isYours: true }), participant({ name: null })] }, i18n)).toBe('Former user');
  });
});

describe('describeConversationFailure', () => {
  it('says why by the reason of a refused field, else by the code, never in the API’s words', () => {
    const guest = new ApiError(422, [{ code: 'VALIDATION_FAILED', detail: 'API-tekst', meta: { reason: 'applicant_without_account' } }]);
    expect(describeConversationFailure(guest, i18n)).toBe(
      'This applicant applied without an account, so a conversation is not possible. Contact them by e-mail or phone.',
    );
    expect(describeConversationFailure(new ApiError(429, [{ code: 'RATE_LIMITED' }]), i18n)).toContain('many messages');
    expect(describeConversationFailure(new ApiError(500, [{ code: 'INTERNAL_ERROR', detail: 'stack' }]), i18n)).not.toContain('stack');
  });
});
