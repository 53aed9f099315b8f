import { Button, chakra, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import type { TMessageFormat } from '@portal/contracts/constants';

import { useTextFormatting } from './use-text-formatting';
import { mentionsToTokens, tokensToMentions, type MentionCandidate } from './mention-text';
import { MentionAnchor, useMentionAutocomplete } from './use-mention-autocomplete';

export interface ChatMessageEditorProps {
  /** The message's text as it is now. */
  initialText: string;
  /** The longest text allowed. */
  maxLength: number;
  /** Saves the new text; a rejection's message is shown and the text stays for another try. */
  onSave: (text: string) => Promise<void>;
  /** Called by Escape and the Cancel button: leave the editor, the message unchanged. */
  onCancel: () => void;
  /** The field's name for screen readers. */
  label?: string;
  /**
   * Who may be mentioned: '@' lists them as in the composer. The text's `<@id>` tokens show as
   * '@Name' while editing, and `onSave` gets them back as tokens.
   */
  mentionCandidates?: MentionCandidate[];
  /**
   * How the message is read: 'markdown' offers the composer's formatting shortcuts (Ctrl/Cmd+B,
   * I, E...); a 'plain' message (sent before formatting came) stays plain.
   */
  format?: TMessageFormat;
}

/**
 * Edits one's own message in place: Enter saves, Shift+Enter starts a new line, Escape cancels.
 * An unchanged or empty text cannot be saved; a failure keeps the text and says why.
 */
export function ChatMessageEditor({
  initialText,
  maxLength,
  onSave,
  onCancel,
  label = 'Edit message',
  mentionCandidates,
  format = 'plain',
}: ChatMessageEditorProps) {
  // The text as a person reads it: '@Ann Lee' for `<@id>` (a token of someone not offered stays).
  const [shownInitialText] = useState(() =>
    mentionCandidates
      ? tokensToMentions(
          initialText,
          (id) => mentionCandidates.find((candidate) => candidate.id === id)?.name,
        )
      : initialText,
  );
  const [text, setText] = useState(shownInitialText);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionAutocomplete({
    value: text,
    onValueChange: setText,
    candidates: mentionCandidates,
    inputRef: field,
    placement: 'bottom',
  });
  const formatting = useTextFormatting({ inputRef: field, value: text, onValueChange: setText });
  // Opened by the Edit action: the text is ready to be changed, as the person asked.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const trimmed = text.trim();
  const canSave = trimmed.length > 0 && trimmed !== shownInitialText.trim() && !isSaving;

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave(mentionCandidates ? mentionsToTokens(trimmed, mentionCandidates) : trimmed);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The message could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (format === 'markdown' && formatting.onKeyDown(event)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <Stack gap="2" w="full" minW={{ base: '14rem', md: '20rem' }}>
      <MentionAnchor>
        <Textarea
          aria-label={label}
          value={text}
          maxLength={maxLength}
          autoresize
          maxH="40"
          ref={field}
          {...(mentionCandidates ? mention.inputProps : {})}
          onChange={(event) => {
            mention.onInput(event.target.value, event.target.selectionStart);
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {mention.list}
      </MentionAnchor>
      {problem && (
        <Text role="alert" textStyle="xs" color="red.fg">
          {problem}
        </Text>
      )}
      <HStack gap="2" justify="flex-end">
        <chakra.span textStyle="xs" color="fg.muted" me="auto">
          Enter to save · Escape to cancel
        </chakra.span>
        <Button size="xs" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="xs" disabled={!canSave} loading={isSaving} onClick={() => void save()}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
