import '@mantine/core/styles/Popover.css';
import { ActionIcon, Center, Loader, Popover } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { IconMoodSmile } from './social-icons';
import classes from './social.module.css';

const EmojiPanel = lazy(() => import('./emoji-panel').then((m) => ({ default: m.EmojiPanel })));

/** 'Insertar emoji': opens the picker; it stays open for several emojis until a click outside or Escape. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus={false} returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Insertar emoji"
          title="Insertar emoji"
          onClick={() => setOpened((o) => !o)}
        >
          <IconMoodSmile size={22} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown className={classes.emojiDropdown} aria-label="Emojis">
        {opened && (
          <Suspense
            fallback={
              <Center h={360}>
                <Loader size="sm" aria-label="Cargando emojis" />
              </Center>
            }
          >
            <EmojiPanel onPick={onPick} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
