import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconStarFilled } from '../../../components/icons';
import classes from './auth-layout.module.css';

/** Sign-in, sign-up and password-reset frame: marketing copy on the side (static text). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.root}>
      <aside className={classes.aside}>
        <Text fw={800} fz={28}>
          Vitrina
        </Text>
        <Stack gap="lg">
          <Title order={2} c="white" fz={34} lh={1.2}>
            Publica tus propiedades y gestiona tus clientes desde un solo lugar.
          </Title>
          <Text fz="lg" c="indigo.1">
            Crea tus publicaciones, compártelas en Instagram y Facebook y da seguimiento a cada cliente.
          </Text>
        </Stack>
        <Group gap="xl" align="flex-end">
          <div>
            <Text fw={800} fz={32} lh={1}>
              +1000 agentes
            </Text>
            <Text c="indigo.1">ya trabajan con Vitrina</Text>
          </div>
          <div>
            <Group gap={6} align="center">
              <Text fw={800} fz={32} lh={1}>
                5.0
              </Text>
              <span className={classes.stars} aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <IconStarFilled key={i} size={18} />
                ))}
              </span>
            </Group>
            <Text c="indigo.1">de calificación</Text>
          </div>
        </Group>
      </aside>
      <main className={classes.main}>
        {/* On phones the side panel is hidden: the brand and the same figures, in one band. */}
        <header className={classes.band}>
          <Text fw={800} fz={22} c="indigo.7">
            Vitrina
          </Text>
          <Text fz="sm" c="dimmed">
            <b>+1000 agentes</b> · <b>5.0</b>{' '}
            <span className={classes.inlineStars} aria-label="5 estrellas">
              ★★★★★
            </span>
          </Text>
        </header>
        <div className={classes.content}>{children}</div>
      </main>
    </div>
  );
}
