/** Each conversation's unsent text, kept while the app is open (switching channels keeps it). */
const drafts = new Map<string, string>();

export const draftOf = (channelId: string) => drafts.get(channelId) ?? '';

export function keepDraft(channelId: string, text: string): void {
  if (text) drafts.set(channelId, text);
  else drafts.delete(channelId);
}
