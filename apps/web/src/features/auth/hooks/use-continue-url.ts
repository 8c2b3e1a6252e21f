import { useSearchParams } from 'react-router';
import { safeContinueUrl } from '../../../lib/continue-url';

/** The raw continue_url (to keep it on links) and its safe decoded value (to follow it). */
export function useContinueUrl() {
  const [params] = useSearchParams();
  const raw = params.get('continue_url');
  return { raw, target: safeContinueUrl(raw) };
}
