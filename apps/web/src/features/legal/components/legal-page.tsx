import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const LEGAL_UPDATED = '24 de noviembre de 2026';

/** A section of a legal page: a heading and its paragraphs or lists. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz={{ base: 18, sm: 20 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={6} withPadding>
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

/** A public page anyone can read without signing in: the terms or the privacy policy. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }} px="md" component="main">
      <Stack gap="lg">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.home} fw={800} fz="lg" underline="never">
            Vitrina
          </Anchor>
          <Group gap="md">
            <Anchor component={Link} to={paths.terms} size="sm">
              Términos y condiciones
            </Anchor>
            <Anchor component={Link} to={paths.privacy} size="sm">
              Política de privacidad
            </Anchor>
          </Group>
        </Group>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Última actualización: {LEGAL_UPDATED}
          </Text>
        </Stack>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}
