import { Stack, Text, Title } from '@mantine/core';

/** A tool's title and what it is for. */
export function ToolHeader({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz={22}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
