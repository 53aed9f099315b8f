/** A piece of a message's text: words as written, or an address to show as a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; trailing punctuation is left to the sentence.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits a message's text into plain text and web addresses. Only http(s) addresses become
 * links (never `javascript:` or `data:`); everything is rendered as text by React, never as HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    const address = match[0].slice(0, match[0].length - trailing.length);
    if (!address) continue;
    const href = /^www\./i.test(address) ? `https://${address}` : address;
    if (!isWebAddress(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
