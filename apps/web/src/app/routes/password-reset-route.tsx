import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { PasswordResetFlow } from '../../features/auth/components/password-reset-flow';
import { useContinueUrl } from '../../features/auth/hooks/use-continue-url';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PasswordResetRoute() {
  useDocumentTitle('Recuperar contraseña');
  const [params] = useSearchParams();
  const { raw } = useContinueUrl();
  return (
    <AuthLayout>
      <PasswordResetFlow token={params.get('authorization')} continueUrl={raw} />
    </AuthLayout>
  );
}
