import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Group, Indicator, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconMinus } from '../../components/icons';

interface FloatingPanelProps {
  title: string;
  icon: ReactNode;
  count: number;
  expanded: boolean;
  onExpand: () => void;
  onMinimise: () => void;
  children: ReactNode;
}

/** A card at the bottom right that minimises to a round button with a count badge. */
export function FloatingPanel({ title, icon, count, expanded, onExpand, onMinimise, children }: FloatingPanelProps) {
  if (!expanded) {
    return (
      <Indicator label={count} size={20} disabled={count === 0} color="red" offset={4} style={{ pointerEvents: 'auto' }}>
        <ActionIcon
          size={52}
          radius="xl"
          variant="filled"
          onClick={onExpand}
          aria-label={`Abrir ${title}${count ? ` (${count})` : ''}`}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {icon}
        </ActionIcon>
      </Indicator>
    );
  }
  return (
    <Paper
      shadow="lg"
      radius="lg"
      withBorder
      p="md"
      w={320}
      maw="calc(100vw - 32px)"
      role="dialog"
      aria-label={title}
      style={{ pointerEvents: 'auto' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Text c="indigo.6" lh={0}>
              {icon}
            </Text>
            <Text fw={700}>{title}</Text>
          </Group>
          <ActionIcon variant="subtle" color="gray" onClick={onMinimise} aria-label={`Minimizar ${title}`}>
            <IconMinus size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
