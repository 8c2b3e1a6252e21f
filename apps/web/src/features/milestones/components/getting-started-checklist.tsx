import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { IconChevronRight, IconCircleCheck, IconCircleDashed } from '../../../components/icons';
import type { ChecklistItem } from '../checklist';

/** The body of the '¡Comienza a trabajar!' panel. */
export function GettingStartedChecklist({ items, onNavigate }: { items: ChecklistItem[]; onNavigate?: () => void }) {
  const done = items.filter((i) => i.done).length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {done} de {items.length} completados
      </Text>
      <Progress value={(done / items.length) * 100} size="sm" aria-hidden />
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.key}>
            {item.done ? (
              <Group gap="xs" wrap="nowrap" p={6} pos="relative">
                <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
                <Text size="sm" td="line-through" c="dimmed">
                  {item.label}
                </Text>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  (completado)
                </span>
              </Group>
            ) : (
              <UnstyledButton component={Link} to={item.to} onClick={onNavigate} p={6} w="100%" style={{ borderRadius: 8, display: 'block' }}>
                <Group gap="xs" wrap="nowrap">
                  <IconCircleDashed size={20} color="var(--mantine-color-gray-5)" aria-hidden />
                  <Stack gap={0} style={{ flex: 1 }}>
                    <Text size="sm" fw={500}>
                      {item.label}
                    </Text>
                    {item.missing && (
                      <Text size="xs" c="dimmed">
                        {item.missing}
                      </Text>
                    )}
                  </Stack>
                  <IconChevronRight size={16} aria-hidden />
                </Group>
              </UnstyledButton>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
