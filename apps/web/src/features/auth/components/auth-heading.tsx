import { Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title of a password-reset screen and the sentence under it. */
export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {children}
      </Text>
    </div>
  );
}

/** 'Volver a iniciar sesión', under the password-reset screens. */
export function BackToSignIn({ to }: { to: string }) {
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={to} fw={600}>
        Volver a iniciar sesión
      </Anchor>
    </Text>
  );
}
