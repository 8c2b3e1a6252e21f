import { Divider, Stack } from '@mantine/core';
import { LoadError } from '../../../components/load-error/load-error';
import type { InterestTarget } from '../api/interests';
import { usePropertyTypesQuery } from '../../../lib/property-catalogues';
import { useSearchProfileQuery } from '../api/search-profile';
import { InterestsSection } from './interests-section';
import { MatchesSection } from './matches-section';
import { SearchProfileForm } from './search-profile-form';
import { SectionSkeleton } from './section-states';

export interface MatchingTabProps {
  tenantId: string;
  /** The signed-in agent: their own listings open on the property page, shared ones on the public page. */
  agentId: string | undefined;
  /** Called after an interest is recorded, changed or removed (the page refreshes the timeline). */
  onInterestChanged?: (target: InterestTarget) => void;
}

/** The customer view's 'Propiedades' tab: search profile, matching listings and properties of interest. */
export function MatchingTab({ tenantId, agentId, onInterestChanged }: MatchingTabProps) {
  const profile = useSearchProfileQuery(tenantId);
  const types = usePropertyTypesQuery();
  if (profile.isPending) return <SectionSkeleton rows={3} height={56} label="Cargando perfil de búsqueda" />;
  if (profile.isError) return <LoadError onRetry={() => profile.refetch()} retrying={profile.isFetching} />;
  return (
    <Stack gap="lg">
      <SearchProfileForm tenantId={tenantId} profile={profile.data} propertyTypes={types.data ?? []} />
      <Divider />
      <MatchesSection tenantId={tenantId} hasProfile={profile.data !== null} agentId={agentId} onInterestChanged={onInterestChanged} />
      <Divider />
      <InterestsSection tenantId={tenantId} agentId={agentId} onInterestChanged={onInterestChanged} />
    </Stack>
  );
}
