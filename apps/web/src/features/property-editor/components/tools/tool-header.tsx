import { Group, Stack, Text, Title } from '@mantine/core';
import { useToolSaveState } from '../../hooks/use-save-tracker';
import { useToolReadOnly } from '../../hooks/use-tool-read-only';
import { SaveMark } from '../save-mark';

/** A tool's title, where its changes stand (not in a tool the caller may only look at) and what it is for. */
export function ToolHeader({ title, description }: { title: string; description?: string }) {
  const state = useToolSaveState();
  const readOnly = useToolReadOnly();
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Title order={2} fz={22}>
          {title}
        </Title>
        {state && !readOnly && <SaveMark state={state} />}
      </Group>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
