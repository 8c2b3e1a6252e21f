/**
 * The loading, error and empty states of a screen or block, in one module (they are used together,
 * so they travel in one chunk), and when a page's data part may leave its loading state on a cold
 * load (`useAfterFirstPaint`).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
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

let firstScreenPainted = false;

/**
 * False until the app's first signed-in screen has been painted, then true (issue 15). On a cold
 * load a page paints its heading and frame first (its blocks in their loading state) and renders
 * its data part once that frame is on screen: the first paint waits only for the frame, not for
 * the blocks' render, and the blocks render in a transition, in slices rather than one long task.
 * Once the first screen has been painted, every later page renders whole at once, as before.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(firstScreenPainted);
  useEffect(() => {
    if (ready) return;
    let timer: number | undefined;
    // The frame is painted right after the animation frame's callbacks; the timeout runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        firstScreenPainted = true;
        startTransition(() => setReady(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
