import { Anchor, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { MATCHES_PAGE_SIZE } from '@vitrina/contract/enums/matching';
import type { CustomerMatch } from '@vitrina/contract/schemas/matching';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error/load-error';
import { useDraftMatchesQuery } from '../api/draft-matches';
import { useSetInterest, type InterestTarget } from '../api/interests';
import { customerPropertiesPath } from '../lib/listing';
import { InterestMenu } from './interest-menu';
import { ScoreAndReasons } from './reasons';
import { SectionEmpty, SectionSkeleton } from './section-states';

export const NO_CUSTOMER_MATCHES = 'Ninguno de tus clientes busca una propiedad como esta';

function CustomerMatchItem({ match, pending, onInterest }: { match: CustomerMatch; pending: boolean; onInterest: (status: 1 | 2 | 3 | 4) => void }) {
  return (
    <Stack gap={6} component="article" aria-label={match.fullName} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={customerPropertiesPath(match.slug)} fw={600} style={{ minWidth: 0 }}>
          {match.fullName}
        </Anchor>
        <InterestMenu value={match.interest} about={match.fullName} pending={pending} onChange={onInterest} />
      </Group>
      <ScoreAndReasons score={match.score} reasons={match.reasons} />
    </Stack>
  );
}

interface DraftMatchesBlockProps {
  propertyDraftId: string;
  onInterestChanged?: (target: InterestTarget) => void;
}

/** Beside a listing: 'Clientes que coinciden', the agent's customers whose profile it fits, and their interest. */
export function DraftMatchesBlock({ propertyDraftId, onInterestChanged }: DraftMatchesBlockProps) {
  const [page, setPage] = useState(1);
  const query = useDraftMatchesQuery(propertyDraftId, page);
  const setInterest = useSetInterest(onInterestChanged);
  const pendingId = setInterest.isPending ? setInterest.variables.tenantId : null;
  const pages = Math.ceil((query.data?.total ?? 0) / MATCHES_PAGE_SIZE);

  let body;
  if (query.isPending) body = <SectionSkeleton rows={2} height={56} label="Cargando clientes que coinciden" />;
  else if (query.isError) body = <LoadError py="lg" onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (query.data.items.length === 0) body = <SectionEmpty>{NO_CUSTOMER_MATCHES}</SectionEmpty>;
  else
    body = (
      <Stack gap={0} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.data.items.map((match) => (
          <CustomerMatchItem
            key={match.tenantId}
            match={match}
            pending={pendingId === match.tenantId}
            onInterest={(status) => setInterest.mutate({ tenantId: match.tenantId, propertyDraftId, status })}
          />
        ))}
        {pages > 1 && <Pagination size="sm" mt="xs" total={pages} value={Math.min(page, pages)} onChange={setPage} />}
      </Stack>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="draft-matches-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="draft-matches-title">
          Clientes que coinciden
        </Title>
        {query.data && query.data.total > 0 && (
          <Text size="sm" c="dimmed">
            {query.data.total === 1 ? '1 cliente busca algo así' : `${query.data.total} clientes buscan algo así`}
          </Text>
        )}
        {body}
      </Stack>
    </Paper>
  );
}
