import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { Fragment, useMemo, type ReactNode } from 'react';

import {
  parseChatMarkdown,
  safeHref,
  splitMentions,
  type ChatMarkdownBlock,
  type ChatMarkdownInline,
} from '@portal/contracts/constants';

import { chatFormattedTextSlotRecipe } from './chat-formatting.recipe';

/** How a mention reads for the reader: the name after '@', stronger for the reader's own. */
export type ChatMentionLabel = (id: string) => { label: string; isMe: boolean };

export interface ChatFormattedTextProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** The text as written, in the chat's Markdown subset (`parseChatMarkdown`). */
  text: string;
  /**
   * Names the people the text mentions: each `<@id>` outside code is drawn as '@Name',
   * stronger when `isMe`; without it the tokens show as written.
   */
  mentionLabel?: ChatMentionLabel;
}

type Styles = ReturnType<ReturnType<typeof useSlotRecipe>>;

interface Context {
  styles: Styles;
  mentionLabel?: ChatMentionLabel;
}

/**
 * A message's text in the chat's Markdown subset: paragraphs, bold, italic, code, code blocks,
 * lists, quotes and links, drawn with React elements only (never HTML). Links open in a new tab
 * and are only http, https or mailto; a long code line scrolls inside its block.
 */
export function ChatFormattedText({ text, mentionLabel, css, ...rest }: ChatFormattedTextProps) {
  const styles = useSlotRecipe({ recipe: chatFormattedTextSlotRecipe })({});
  const blocks = useMemo(() => parseChatMarkdown(text), [text]);
  const context: Context = { styles, mentionLabel };
  return (
    <chakra.div css={[styles.root, css]} data-formatted-text="" {...rest}>
      {renderBlocks(blocks, context)}
    </chakra.div>
  );
}

function renderBlocks(blocks: readonly ChatMarkdownBlock[], context: Context): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, index, context));
}

function renderBlock(block: ChatMarkdownBlock, key: number, context: Context): ReactNode {
  const { styles } = context;
  switch (block.type) {
    case 'paragraph':
      return (
        <chakra.p key={key} css={styles.paragraph}>
          {renderInlines(block.children, context)}
        </chakra.p>
      );
    case 'codeBlock':
      return (
        // Focusable so that a keyboard can scroll a long line into view.
        <chakra.pre key={key} css={styles.pre} tabIndex={0}>
          <code>{block.text}</code>
        </chakra.pre>
      );
    case 'quote':
      return (
        <chakra.blockquote key={key} css={styles.quote}>
          {renderBlocks(block.children, context)}
        </chakra.blockquote>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          {item.length === 1 && item[0]?.type === 'paragraph'
            ? renderInlines(item[0].children, context)
            : renderBlocks(item, context)}
        </li>
      ));
      return block.ordered ? (
        <chakra.ol key={key} css={styles.list} start={block.start === 1 ? undefined : block.start}>
          {items}
        </chakra.ol>
      ) : (
        <chakra.ul key={key} css={styles.list}>
          {items}
        </chakra.ul>
      );
    }
  }
}

function renderInlines(inlines: readonly ChatMarkdownInline[], context: Context): ReactNode[] {
  return inlines.map((inline, index) => renderInline(inline, index, context));
}

function renderInline(inline: ChatMarkdownInline, key: number, context: Context): ReactNode {
  const { styles } = context;
  switch (inline.type) {
    case 'text':
      return <Fragment key={key}>{renderText(inline.text, context)}</Fragment>;
    case 'code':
      return (
        <chakra.code key={key} css={styles.code}>
          {inline.text}
        </chakra.code>
      );
    case 'break':
      return <br key={key} />;
    case 'strong':
      return <strong key={key}>{renderInlines(inline.children, context)}</strong>;
    case 'em':
      return <em key={key}>{renderInlines(inline.children, context)}</em>;
    case 'link': {
      const children = renderInlines(inline.children, context);
      // The grammar allows only these addresses; checked again where the element is made.
      const href = safeHref(inline.href);
      if (!href) return <Fragment key={key}>{children}</Fragment>;
      return (
        <chakra.a key={key} css={styles.link} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </chakra.a>
      );
    }
  }
}

/** A text leaf: its mentions drawn as names when the reader's names are at hand. */
function renderText(text: string, { styles, mentionLabel }: Context): ReactNode {
  if (!mentionLabel || !text.includes('<@')) return text;
  return splitMentions(text).map((part, index) => {
    if ('text' in part) return part.text;
    const { label, isMe } = mentionLabel(part.mention);
    return (
      <chakra.span key={index} css={styles.mention} data-me={isMe ? '' : undefined}>
        @{label}
      </chakra.span>
    );
  });
}
