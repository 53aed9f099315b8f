import type { TChatMessage } from '@portal/contracts';

/**
 * What the reader may do on a conversation's messages beyond Edit and Delete (issue 36); each
 * left out is not offered (a guest's page offers fewer). Each is the same function from render
 * to render, so that the rows not changed are not drawn again.
 */
export interface MessageActionHandlers {
  /** Starts a reply to the message (the composer quotes it). */
  onReply?: (message: TChatMessage) => void;
  /** Puts one's reaction with `emoji` on the message, or takes it off. */
  onReact?: (message: TChatMessage, emoji: string, reacted: boolean) => void;
  /** Pins or unpins the message; given only when the reader may pin. */
  onTogglePin?: (message: TChatMessage) => void;
  /** Marks the conversation unread from this message of someone else. */
  onMarkUnread?: (message: TChatMessage) => void;
  /** Opens an edited message's earlier versions. */
  onShowHistory?: (message: TChatMessage) => void;
  /** Goes to a message of the conversation (a reply's parent). */
  onJumpTo?: (seq: number) => void;
}
