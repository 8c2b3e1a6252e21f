import { Paper, Text } from '@mantine/core';
import { ToolHeader } from './tool-header';

/** Instagram and Facebook posts arrive with publishing. */
export function ComingSoonTool({ title }: { title: string }) {
  return (
    <>
      <ToolHeader title={title} />
      <Paper withBorder p="xl" mt="lg">
        <Text ta="center" c="dimmed">
          Disponible próximamente
        </Text>
      </Paper>
    </>
  );
}
