import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../config/paths';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SocialButtons } from '../../features/auth/components/social-buttons';
import { useContinueUrl } from '../../features/auth/hooks/use-continue-url';
import { authMessages } from '../../features/auth/messages';
import { withContinueUrl } from '../../lib/continue-url';
import { NavLink, useNavigation } from '../../lib/navigation';
import { notifySuccess } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Acceder a mi cuenta');
  const { search: params } = useNavigation();
  const { raw: continueUrl } = useContinueUrl();
  const [error, setError] = useState<string | null>(null);
  const toastShown = useRef(false);

  useEffect(() => {
    if (params.get('from') === 'password-reset' && !toastShown.current) {
      toastShown.current = true;
      notifySuccess(authMessages.passwordResetDone);
    }
  }, [params]);

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={28}>
            Acceder a mi cuenta
          </Title>
          <Text c="dimmed" mt={4}>
            Bienvenido de nuevo a Vitrina.
          </Text>
        </div>
        <SocialButtons mode="signin" onError={setError} />
        <SignInForm continueUrl={continueUrl} error={error} onError={setError} />
        <Text ta="center" size="sm">
          ¿No tienes una cuenta?{' '}
          <Anchor component={NavLink} to={withContinueUrl(paths.signup, continueUrl)} fw={600}>
            Regístrate
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
