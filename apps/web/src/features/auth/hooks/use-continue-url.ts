import { safeContinueUrl } from '../../../lib/continue-url';
import { useNavigation } from '../../../lib/navigation';

/** The raw continue_url (to keep it on links) and its safe decoded value (to follow it). */
export function useContinueUrl() {
  const raw = useNavigation().search.get('continue_url');
  return { raw, target: safeContinueUrl(raw) };
}
