import {
  chakra,
  IconButton,
  Textarea,
  useSlotRecipe,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import {
  ALargeSmall,
  Ban,
  CircleAlert,
  CornerUpLeft,
  FileText,
  ImageIcon,
  Paperclip,
  SendHorizontal,
  X,
} from 'lucide-react';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { useHasOpened } from '../../lib/use-has-opened';
import { chatComposerSlotRecipe } from '../../theme/recipes/chat-conversation';
import { formatFileSize } from '../Documents/file-size';
import { Tooltip } from '../Tooltip';
import { attachmentProblem } from './attachment-rules';
import { loadFormatting, useTextFormatting } from './use-text-formatting';
import { mentionsToTokens, type MentionCandidate } from './mention-text';
import { MentionAnchor, useMentionAutocomplete } from './use-mention-autocomplete';

export interface ChatComposerProps extends Omit<HTMLChakraProps<'form'>, 'children' | 'onSubmit'> {
  /** The draft (the app keeps one per conversation). */
  value: string;
  /** Called with the new draft on every keystroke. */
  onValueChange: (value: string) => void;
  /**
   * Sends the draft, trimmed of blank lines around it, with the chosen file if there is one:
   * never called with blank text and no file (with a file the text may be '').
   */
  onSend: (text: string, file?: File) => void;
  /** The box's accessible name, e.g. 'Message Ann Lee'. */
  label: string;
  /** Hint inside the box; `label` when omitted. */
  placeholder?: string;
  /** Why sending is not possible here, e.g. a block: shown instead of the box. */
  disabledReason?: string | null;
  /** The longest text the server takes; a counter shows near it. */
  maxLength?: number;
  /** Buttons before the box. */
  startActions?: ReactNode;
  /**
   * The file types a message may carry, as an `accept` list ('application/pdf,image/png'): an
   * 'Attach a file' button before the box; none without it.
   */
  fileAccept?: string;
  /** The largest file a message may carry, in bytes; a bigger one is refused at once. */
  maxFileBytes?: number;
  /** The accepted types in words, for the refusal of another type: 'a PDF or an image'. */
  fileTypesInWords?: string;
  /** The message being answered: a bar above the box ("Replying to Ann Lee" and its line). */
  replyTo?: { author: string; excerpt: string } | null;
  /** Drops the reply (the bar's close button, or Escape in the box). */
  onCancelReply?: () => void;
  /**
   * Who may be mentioned: '@' and the start of a name lists them; the box shows '@Name' and
   * `onSend` gets each such name as its `<@id>` token (`mentionsToTokens`).
   */
  mentionCandidates?: MentionCandidate[];
  /**
   * Offers formatting (the text is sent as the chat's Markdown): a 'Formatting' button that shows
   * the toolbar (bold, italic, code, link, lists, quote, code block), and their shortcuts.
   */
  hasFormatting?: boolean;
  /** Whether the formatting toolbar shows at first (it is folded away by default). */
  defaultShowsFormatting?: boolean;
}

// The formatting buttons load when the Formatting button first shows them.
const ChatComposerToolbar = lazy(() =>
  Promise.all([import('./ChatComposerToolbar'), loadFormatting()]).then(([module]) => ({
    default: module.ChatComposerToolbar,
  })),
);

/** How close to the limit the counter appears. */
const COUNTER_FROM = 0.9;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a counter near the limit; when
 * sending is not allowed, the reason instead of the box. With `fileAccept`, one file may go with
 * the words: chosen with 'Attach a file', shown above the box (removable), checked at once
 * against the types and size given (a refusal says why under the box).
 */
export function ChatComposer({
  value,
  onValueChange,
  onSend,
  label,
  placeholder,
  disabledReason,
  maxLength = 4000,
  startActions,
  fileAccept,
  maxFileBytes = 10 * 1024 * 1024,
  fileTypesInWords = 'a PDF or an image',
  replyTo,
  onCancelReply,
  mentionCandidates,
  hasFormatting = true,
  defaultShowsFormatting = false,
  ...rest
}: ChatComposerProps) {
  const styles = useSlotRecipe({ recipe: chatComposerSlotRecipe })({});
  const hintId = useId();
  const problemId = useId();
  const boxId = useId();
  const toolbarId = useId();
  const [showsFormatting, setShowsFormatting] = useState(defaultShowsFormatting);
  const hasShownFormatting = useHasOpened(showsFormatting);
  const fileInput = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const mention = useMentionAutocomplete({
    value,
    onValueChange,
    candidates: mentionCandidates,
    inputRef: textBox,
  });
  const formatting = useTextFormatting({ inputRef: textBox, value, onValueChange });
  const text = value.replace(/^\s*\n|\n\s*$/g, '');
  const isBlank = value.trim() === '';
  const isOver = value.length > maxLength;
  const canSend = (!isBlank || file !== null) && !isOver;

  const send = () => {
    if (!canSend) return;
    const sent = mentionCandidates ? mentionsToTokens(text, mentionCandidates) : text;
    if (file) {
      onSend(isBlank ? '' : sent, file);
      setFile(null);
    } else {
      onSend(sent);
    }
    setFileProblem(null);
  };
  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Emptied, so that choosing the same file again (after removing it) is seen.
    event.target.value = '';
    if (!chosen) return;
    const problem = fileAccept
      ? attachmentProblem(chosen, {
          accept: fileAccept,
          maxBytes: maxFileBytes,
          typesInWords: fileTypesInWords,
        })
      : null;
    setFileProblem(problem);
    if (!problem) setFile(chosen);
    // Back to the words, so that Enter sends the file with them.
    textBox.current?.focus();
  };
  const removeFile = () => {
    setFile(null);
    setFileProblem(null);
    textBox.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (hasFormatting && formatting.onKeyDown(event)) return;
    if (event.key === 'Escape' && replyTo && onCancelReply) {
      event.preventDefault();
      onCancelReply();
      return;
    }
    // While an input method composes a word, Enter picks the word: it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  if (disabledReason) {
    return (
      <chakra.div css={styles.root}>
        <chakra.p css={styles.reason} role="note" aria-label={`${label}: not available`}>
          <Ban aria-hidden="true" />
          {disabledReason}
        </chakra.p>
      </chakra.div>
    );
  }

  return (
    <chakra.form
      css={styles.root}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...rest}
    >
      {replyTo && (
        <chakra.div css={styles.reply} role="group" aria-label={`Replying to ${replyTo.author}`}>
          <CornerUpLeft aria-hidden="true" />
          <chakra.span css={styles.replyText}>
            <chakra.span>
              Replying to <chakra.strong fontWeight="semibold">{replyTo.author}</chakra.strong>
            </chakra.span>
            {replyTo.excerpt && (
              <chakra.span css={styles.replyExcerpt}>{replyTo.excerpt}</chakra.span>
            )}
          </chakra.span>
          {onCancelReply && (
            <Tooltip content="Cancel reply">
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label="Cancel reply"
                onClick={() => {
                  onCancelReply();
                  textBox.current?.focus();
                }}
              >
                <X />
              </IconButton>
            </Tooltip>
          )}
        </chakra.div>
      )}
      {file && (
        <chakra.div css={styles.file} role="group" aria-label={`Attached: ${file.name}`}>
          {file.type.startsWith('image/') ? (
            <ImageIcon aria-hidden="true" />
          ) : (
            <FileText aria-hidden="true" />
          )}
          <chakra.span css={styles.fileName} title={file.name}>
            {file.name}
          </chakra.span>
          <chakra.span color="fg.muted" flexShrink="0">
            {formatFileSize(file.size)}
          </chakra.span>
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={`Remove ${file.name}`}
            onClick={removeFile}
          >
            <X />
          </IconButton>
        </chakra.div>
      )}
      {hasFormatting && hasShownFormatting && (
        <Suspense fallback={null}>
          <ChatComposerToolbar
            id={toolbarId}
            controls={boxId}
            hidden={!showsFormatting}
            onFormat={formatting.apply}
          />
        </Suspense>
      )}
      <chakra.div css={styles.row}>
        {startActions}
        {fileAccept && (
          <>
            {/* The button is the control; the input only opens the system's file chooser. */}
            <input
              ref={fileInput}
              type="file"
              accept={fileAccept}
              hidden
              tabIndex={-1}
              onChange={onFileChosen}
            />
            <Tooltip content="Attach a file">
              <IconButton
                variant="ghost"
                aria-label="Attach a file"
                aria-describedby={fileProblem ? problemId : undefined}
                onClick={() => fileInput.current?.click()}
              >
                <Paperclip />
              </IconButton>
            </Tooltip>
          </>
        )}
        {hasFormatting && (
          <Tooltip content={showsFormatting ? 'Hide formatting' : 'Show formatting'}>
            <IconButton
              variant="ghost"
              aria-label="Formatting"
              aria-expanded={showsFormatting}
              aria-controls={hasShownFormatting ? toolbarId : undefined}
              onClick={() => setShowsFormatting((shows) => !shows)}
            >
              <ALargeSmall />
            </IconButton>
          </Tooltip>
        )}
        <MentionAnchor>
          <Textarea
            ref={textBox}
            id={boxId}
            css={styles.input}
            rows={1}
            autoresize
            value={value}
            placeholder={placeholder ?? label}
            aria-label={label}
            aria-describedby={hintId}
            aria-invalid={isOver || undefined}
            {...(mentionCandidates ? mention.inputProps : {})}
            onChange={(event) => {
              mention.onInput(event.target.value, event.target.selectionStart);
              onValueChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {mention.list}
        </MentionAnchor>
        <Tooltip content="Send">
          <IconButton type="submit" aria-label="Send" disabled={!canSend}>
            <SendHorizontal />
          </IconButton>
        </Tooltip>
      </chakra.div>
      {fileProblem && (
        <chakra.p css={styles.problem} id={problemId} role="alert">
          <CircleAlert aria-hidden="true" />
          {fileProblem}
        </chakra.p>
      )}
      <chakra.div css={styles.hint} id={hintId}>
        <span>Enter to send, Shift+Enter for a new line</span>
        {value.length >= maxLength * COUNTER_FROM && (
          <chakra.span css={styles.count} data-over={isOver ? '' : undefined}>
            {value.length.toLocaleString('en')} / {maxLength.toLocaleString('en')}
          </chakra.span>
        )}
      </chakra.div>
    </chakra.form>
  );
}
