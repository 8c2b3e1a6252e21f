/**
 * The loading, error and empty states of a screen or block, in one module (they are used together,
 * so they travel in one chunk).
 */
import type { ReactNode } from 'react';
import { Button, Center, Skeleton, Stack, Text, type MantineSpacing } from '@mantine/core';

export const LOAD_ERROR_MESSAGE = 'Algo no ha salido bien, por favor intenta de nuevo.';

interface LoadErrorProps {
  onRetry: () => unknown;
  /** True while the retry runs: the button shows a loader, it never hides. */
  retrying?: boolean;
  message?: string;
  /** Space above and below: 'xl' for a screen, 'lg' inside a block (dashboard blocks, account lists). */
  py?: 'lg' | 'xl';
}

/** The error state of a screen or block: the message and 'Reintentar'. */
export function LoadError({ onRetry, retrying = false, message = LOAD_ERROR_MESSAGE, py = 'xl' }: LoadErrorProps) {
  return (
    <Stack align="center" gap="sm" py={py} role="alert">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      <Button variant="light" onClick={() => onRetry()} loading={retrying}>
        Reintentar
      </Button>
    </Stack>
  );
}

interface ListSkeletonProps {
  /** What screen readers hear while it loads: 'Cargando tareas'. */
  label: string;
  rows?: number;
  /** Height of each grey block, in px. */
  height: number;
  /** Corner of each block ('md' for cards); Mantine's default when left out. */
  radius?: 'md';
  gap?: MantineSpacing;
}

/** A list's loading state: `rows` grey blocks in a column, announced as busy. */
export function ListSkeleton({ label, rows = 3, height, radius, gap = 'sm' }: ListSkeletonProps) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={radius} />
      ))}
    </Stack>
  );
}

/** A list's empty state: one dimmed, centred sentence ('Aún no hay notas'). */
export function EmptyState({ children, py = 'xl' }: { children: ReactNode; py?: 'lg' | 'xl' }) {
  return (
    <Center py={py}>
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Center>
  );
}
