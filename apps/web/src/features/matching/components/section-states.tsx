import { Center, Text } from '@mantine/core';
import { ListSkeleton } from '../../../components/load-error/load-error';

/** A section's loading skeleton: `rows` grey blocks, announced as busy. */
export function SectionSkeleton({ rows, height, label }: { rows: number; height: number; label: string }) {
  return <ListSkeleton label={label} rows={rows} height={height} radius="md" />;
}

/** A section's empty state. */
export function SectionEmpty({ children }: { children: string }) {
  return (
    <Center py="lg">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Center>
  );
}
