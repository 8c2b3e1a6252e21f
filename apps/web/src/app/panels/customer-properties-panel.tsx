// The customer view's 'Propiedades' tab, loaded when the tab opens (the view's first load stays as it was).
import { useAuth } from '../../features/auth/hooks/use-auth';
import type { InterestTarget } from '../../features/matching/api/interests';
import { MatchingTab } from '../../features/matching/components/matching-tab';

interface CustomerPropertiesPanelProps {
  tenantId: string;
  onInterestChanged: (target: InterestTarget) => void;
}

/** Search profile, matches and properties of interest; the signed-in agent tells own listings from shared ones. */
export function CustomerPropertiesPanel({ tenantId, onInterestChanged }: CustomerPropertiesPanelProps) {
  const { agent } = useAuth();
  return <MatchingTab tenantId={tenantId} agentId={agent?.agentId} onInterestChanged={onInterestChanged} />;
}
