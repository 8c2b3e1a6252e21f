import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Skeleton rows shown only when loading lasts more than 500 ms (spec 1 §9), so quick loads do not flash. */
export function DelayedSkeleton({ rows, height, label }: { rows: number; height: number; label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label} mih={rows * height}>
      {shown && Array.from({ length: rows }, (_, i) => <Skeleton key={i} h={height} radius="md" data-testid="skeleton" />)}
    </Stack>
  );
}
