export { ConversationLinks } from './components/conversation-links';
export { ConversationParticipants } from './components/conversation-participants';
export { ConversationThread, type ConversationThreadProps } from './components/conversation-thread';
export { LatestMessage } from './components/latest-message';
export { MessageComposer, type MessageComposerProps } from './components/message-composer';
export { MessageItem, type MessageItemProps } from './components/message-item';
export {
  StartConversationButton,
  type StartConversationButtonProps,
} from './components/start-conversation-button';
export {
  StartConversationForm,
  type StartConversationFormProps,
} from './components/start-conversation-form';
export { UnreadCount } from './components/unread-count';
export {
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_WORDS_MAX,
  conversationListSearchSchema,
  toConversationListQuery,
  type ConversationListSearch,
} from './utils/conversation-list-search';
export {
  describeConversationFailure,
  otherPartiesName,
  participantName,
} from './utils/conversation-text';
