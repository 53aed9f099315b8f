import { Button, chakra, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

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
}: ChatMessageEditorProps) {
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by the Edit action: the text is ready to be changed, as the person asked.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const trimmed = text.trim();
  const canSave = trimmed.length > 0 && trimmed !== initialText.trim() && !isSaving;

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave(trimmed);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The message could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
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
      <Textarea
        aria-label={label}
        value={text}
        maxLength={maxLength}
        autoresize
        maxH="40"
        ref={field}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
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
