/*
 * A plain message's addresses as links: one definition with the formatted messages' grammar
 * (@portal/contracts' chat/markdown.ts), which links bare addresses the same way.
 */
export { linkify, type ChatTextPart as TextPart } from '@portal/contracts/constants';
