import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';
import { TermsOfService } from '../../features/legal/components/terms-of-service';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /terms: public, no sign-in. */
export function TermsRoute() {
  useDocumentTitle('Términos y condiciones');
  return <TermsOfService />;
}

/** /privacy: public, no sign-in. */
export function PrivacyRoute() {
  useDocumentTitle('Política de privacidad');
  return <PrivacyPolicy />;
}
