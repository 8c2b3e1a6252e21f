import { EmptyState, ListSkeleton } from '../../../components/load-error/load-error';

/** A section's loading skeleton: `rows` grey blocks, announced as busy. */
export function SectionSkeleton({ rows, height, label }: { rows: number; height: number; label: string }) {
  return <ListSkeleton label={label} rows={rows} height={height} radius="md" />;
}

/** A section's empty state. */
export function SectionEmpty({ children }: { children: string }) {
  return <EmptyState py="lg">{children}</EmptyState>;
}
