import { Center, Pagination, Stack, Title } from '@mantine/core';
import { MATCHES_PAGE_SIZE } from '@vitrina/contract/enums/matching';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error/load-error';
import { useSetInterest, type InterestTarget } from '../api/interests';
import { useTenantMatchesQuery } from '../api/tenant-matches';
import { ListingMatchCard } from './listing-match-card';
import { SectionEmpty, SectionSkeleton } from './section-states';

export const NO_PROFILE = 'Este cliente aún no tiene un perfil de búsqueda';
export const NO_MATCHES = 'No se han encontrado propiedades que coincidan';

interface MatchesSectionProps {
  tenantId: string;
  hasProfile: boolean;
  agentId: string | undefined;
  onInterestChanged?: (target: InterestTarget) => void;
}

/** 'Propiedades que coinciden': the listings that fit the profile, best first, with the interest to record. */
export function MatchesSection({ tenantId, hasProfile, agentId, onInterestChanged }: MatchesSectionProps) {
  const [page, setPage] = useState(1);
  const query = useTenantMatchesQuery(tenantId, page, hasProfile);
  const setInterest = useSetInterest(onInterestChanged);
  const pages = Math.ceil((query.data?.total ?? 0) / MATCHES_PAGE_SIZE);
  const pendingId = setInterest.isPending ? setInterest.variables.propertyDraftId : null;

  let body;
  if (!hasProfile) body = <SectionEmpty>{NO_PROFILE}</SectionEmpty>;
  else if (query.isPending) body = <SectionSkeleton rows={2} height={120} label="Cargando propiedades que coinciden" />;
  else if (query.isError) body = <LoadError py="lg" onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (query.data.items.length === 0) body = <SectionEmpty>{NO_MATCHES}</SectionEmpty>;
  else
    body = (
      <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.data.items.map((match) => (
          <ListingMatchCard
            key={match.propertyDraftId}
            match={match}
            agentId={agentId}
            pending={pendingId === match.propertyDraftId}
            onInterest={(status) => setInterest.mutate({ tenantId, propertyDraftId: match.propertyDraftId, status })}
          />
        ))}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
          </Center>
        )}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="matches-title">
      <Title order={2} fz="lg" id="matches-title">
        Propiedades que coinciden
      </Title>
      {body}
    </Stack>
  );
}
