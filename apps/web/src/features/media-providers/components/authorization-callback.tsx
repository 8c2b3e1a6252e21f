import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconCircleCheck, IconCircleX } from '../../../components/icons';
import { useAuthorizationCallback } from '../hooks/use-authorization-callback';
import { useConnectProvider } from '../hooks/use-connect-provider';
import { clearConnectReturn, type ConnectOrigin } from '../lib/connect-return';
import { connectMessages, networkNames, type Network } from '../lib/networks';

/** Success screen's wait before returning (spec 3 §9). */
export const CALLBACK_REDIRECT_MS = 3000;

const backLabels: Record<ConnectOrigin, string> = {
  account: 'Volver a Integraciones',
  'property-editor': 'Volver al editor',
  onboarding: 'Volver a la configuración',
};

interface AuthorizationCallbackProps {
  network: Network;
  /** Called once the account is connected (the route refreshes what depends on it). */
  onConnected?: () => void;
}

/** /oauth/authorize/{network}: connecting, connected (returns after 3 s) or failed. */
export function AuthorizationCallback({ network, onConnected }: AuthorizationCallbackProps) {
  const name = networkNames[network];
  const navigate = useNavigate();
  const { phase, origin, canResend, resend } = useAuthorizationCallback(network, onConnected);
  const { connect, pending } = useConnectProvider(origin);

  useEffect(() => {
    if (phase !== 'success') return;
    clearConnectReturn();
    const timer = window.setTimeout(() => navigate(origin.path, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, origin.path, navigate]);

  const backLabel = origin.from ? backLabels[origin.from] : 'Ir al escritorio';
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        {phase === 'pending' && (
          <Stack align="center" gap="md" ta="center" aria-busy="true">
            <Loader aria-label={`Conectando tu cuenta de ${name}`} />
            <Text>Estamos conectando tu cuenta de {name}…</Text>
          </Stack>
        )}
        {phase === 'success' && (
          <Stack align="center" gap="md" ta="center" role="status">
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={32} aria-hidden />
            </ThemeIcon>
            <Title order={1} fz={22}>
              ¡Cuenta de {name} conectada!
            </Title>
            <Text size="sm" c="dimmed">
              Ya puedes publicar tus propiedades en {name}. Te llevaremos de vuelta en unos segundos.
            </Text>
            <Button component={Link} to={origin.path} replace fullWidth>
              Continuar
            </Button>
          </Stack>
        )}
        {phase === 'error' && (
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={56} radius="xl" color="red" variant="light">
              <IconCircleX size={32} aria-hidden />
            </ThemeIcon>
            <Title order={1} fz={22}>
              No se ha podido conectar {name}
            </Title>
            <Text size="sm" role="alert">
              {network === 'instagram' ? connectMessages.instagram : connectMessages.generic}
            </Text>
            <Button
              fullWidth
              loading={pending === network}
              onClick={() => (canResend ? resend() : connect(network))}
            >
              Reintentar
            </Button>
            <Button component={Link} to={origin.path} replace variant="default" fullWidth>
              {backLabel}
            </Button>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
