import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** The big number over the title ('404', '500'). */
  code: string;
  /** The number's colour. */
  color: string;
  title: string;
  text: string;
  /** The way out ('Volver al inicio'). */
  action: ReactNode;
}

/** A whole-screen page that says why nothing else is shown: not found, server error. */
export function StatusPage({ code, color, title, text, action }: StatusPageProps) {
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fw={800} fz={72} c={color} lh={1}>
          {code}
        </Text>
        <Title order={1} fz={30}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Center>
  );
}
