import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconAlertTriangle, IconLogout } from '../../../components/icons';
import { paths } from '../../../config/paths';
import type { OnboardingStep } from '../steps';
import { StepIndicator } from './step-indicator';

const titles: Record<OnboardingStep, { title: string; subtitle: string }> = {
  1: { title: 'Datos de perfil', subtitle: 'Cuéntanos dónde trabajas y cómo pueden contactarte tus clientes.' },
  2: { title: 'Foto de perfil', subtitle: 'Una buena foto genera confianza en tus clientes.' },
  3: { title: 'Conecta tus redes', subtitle: 'Publica tus propiedades en tus redes sociales desde Vitrina.' },
};

interface OnboardingLayoutProps {
  step: OnboardingStep;
  completed: ReadonlySet<number>;
  /** The context query parameter: something went wrong on the way back here. */
  context: string | null;
  children: ReactNode;
}

/** The wizard's frame: brand, 'Salir de mi cuenta', the step indicator and the step's card. */
export function OnboardingLayout({ step, completed, context, children }: OnboardingLayoutProps) {
  const { title, subtitle } = titles[step];
  return (
    <Container size={640} px="md" py={{ base: 'md', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} fz={24} c="indigo.7">
            Vitrina
          </Text>
          <Button component={Link} to={paths.logout} variant="subtle" color="gray" leftSection={<IconLogout size={16} aria-hidden />}>
            Salir de mi cuenta
          </Button>
        </Group>
        <StepIndicator current={step} completed={completed} />
        {context && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            No hemos podido completar la conexión con tu cuenta. Por favor, vuelve a intentarlo.
          </Alert>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {title}
              </Title>
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
