import '@mantine/core/styles/Popover.css';
import { ActionIcon, Center, Group, Loader, Popover } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { IconMoodSmile } from './social-icons';
import classes from './social.module.css';

const EmojiPanel = lazy(() => import('./emoji-panel').then((m) => ({ default: m.EmojiPanel })));

interface EmojiPopoverProps {
  /** The field the emojis go into: the picker opens above it (below when there is no room), never over it. */
  children: ReactNode;
  /** Shown at the right of 'Insertar emoji' (the counter). */
  aside: ReactNode;
  onPick: (emoji: string) => void;
}

/** 'Insertar emoji': the picker stays open for several emojis until a click outside or Escape. */
export function EmojiPopover({ children, aside, onPick }: EmojiPopoverProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top-start"
      shadow="md"
      trapFocus={false}
      withRoles={false}
      // Never wider than a phone's screen, less a small margin.
      width="min(350px, calc(100vw - 16px))"
    >
      <Popover.Target>
        <div>
          {children}
          <Group justify="space-between" mt={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Insertar emoji"
              title="Insertar emoji"
              aria-expanded={opened}
              onClick={() => setOpened((o) => !o)}
            >
              <IconMoodSmile size={22} aria-hidden />
            </ActionIcon>
            {aside}
          </Group>
        </div>
      </Popover.Target>
      <Popover.Dropdown className={classes.emojiDropdown} p={0}>
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
