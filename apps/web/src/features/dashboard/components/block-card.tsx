import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function BlockCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz={18}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
