import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignUpFlow } from '../../features/auth/components/sign-up-flow';
import { useContinueUrl } from '../../features/auth/hooks/use-continue-url';
import { useDocumentTitle } from '../../lib/use-document-title';

export function SignupRoute() {
  useDocumentTitle('Crear mi cuenta');
  const { raw } = useContinueUrl();
  return (
    <AuthLayout>
      <SignUpFlow continueUrl={raw} />
    </AuthLayout>
  );
}
