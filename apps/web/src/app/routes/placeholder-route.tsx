import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A section that a later issue builds: its title and a short note. */
export function PlaceholderRoute({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Stack gap="xs">
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed">Esta sección está en camino.</Text>
    </Stack>
  );
}
