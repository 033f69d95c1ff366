export { ConversationThread, type ConversationThreadProps } from './components/conversation-thread';
export { MessageComposer, type MessageComposerProps } from './components/message-composer';
export { MessageItem, type MessageItemProps } from './components/message-item';
export {
  StartConversationForm,
  type StartConversationFormProps,
} from './components/start-conversation-form';
export {
  describeConversationFailure,
  otherPartiesName,
  participantName,
} from './utils/conversation-text';
