import { Center, Skeleton, Stack, Text } from '@mantine/core';

/** A section's loading skeleton: `rows` grey blocks, announced as busy. */
export function SectionSkeleton({ rows, height, label }: { rows: number; height: number; label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
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
