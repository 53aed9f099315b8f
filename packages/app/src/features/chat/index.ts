// Chat for the rest of the app: the layout's chat panel and listener, and starting a chat with a
// member from elsewhere (a member's profile).
export { chatActions, useChatCache, useChatContacts } from './api/hooks';
export { ChatListener } from './components/ChatListener';
export { ChatSidebar } from './components/ChatSidebar';
export { chatPath } from './utils/chat-path';
export { LazyChatSettingsSection } from './components/LazyChatSettingsSection';
