import { Text, Textarea } from '@mantine/core';
import { CAPTION_MAX } from '@vitrina/contract/schemas/social-post';
import { useLayoutEffect, useRef } from 'react';
import { clampCaption, insertAt } from '../../../lib/social-post';
import { EmojiPopover } from './emoji-popover';

interface CaptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** 'Descripción': at most 2200 characters (more is ignored), a counter and emojis at the cursor. */
export function CaptionField({ value, onChange, error }: CaptionFieldProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  // After an emoji goes in, the caret sits right after it and the textarea has the focus.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const insert = (emoji: string) => {
    const element = input.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const next = insertAt(value, start, end, emoji);
    if (!next) return;
    caret.current = next.caret;
    onChange(next.text);
  };

  return (
    <EmojiPopover
      onPick={insert}
      aside={
        <Text size="xs" c="dimmed">
          {value.length}/{CAPTION_MAX}
        </Text>
      }
    >
      <Textarea
        ref={input}
        label="Descripción"
        description="El texto que acompaña a las imágenes."
        placeholder="Escribe la descripción de la publicación"
        withAsterisk
        rows={6}
        resize="vertical"
        maxLength={CAPTION_MAX}
        value={value}
        onChange={(e) => onChange(clampCaption(e.currentTarget.value))}
        error={error}
      />
    </EmojiPopover>
  );
}
