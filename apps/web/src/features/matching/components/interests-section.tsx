import { ActionIcon, Badge, Button, Center, Group, Modal, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { INTERESTS_PAGE_SIZE, interestStatusLabels, type InterestStatus } from '@vitrina/contract/enums/matching';
import type { Interest } from '@vitrina/contract/schemas/matching';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error/load-error';
import { useInterestsQuery, useRemoveInterest, useSetInterest, type InterestTarget } from '../api/interests';
import { cardTitle, formatPrice, listingHref, placeLine } from '../lib/listing';
import { IconTrash } from '../../../components/icons';
import { InterestMenu } from './interest-menu';
import { ListingThumb } from './listing-thumb';
import { ListingTitle } from './listing-title';
import { SectionEmpty, SectionSkeleton } from './section-states';

export const NO_INTERESTS = 'Este cliente aún no tiene propiedades de interés';

const statusColors: Record<number, string> = { 1: 'blue.9', 2: 'teal.9', 3: 'grape.9', 4: 'gray.7' };

interface InterestsSectionProps {
  tenantId: string;
  agentId: string | undefined;
  onInterestChanged?: (target: InterestTarget) => void;
}

/** 'Propiedades de interés': the listings linked to the customer, their status to change, the link to remove. */
export function InterestsSection({ tenantId, agentId, onInterestChanged }: InterestsSectionProps) {
  const [page, setPage] = useState(1);
  const query = useInterestsQuery(tenantId, page);
  const lastPage = Math.max(1, Math.ceil((query.data?.total ?? 0) / INTERESTS_PAGE_SIZE));
  const setInterest = useSetInterest(onInterestChanged);
  const remove = useRemoveInterest(onInterestChanged);
  const [removing, setRemoving] = useState<Interest | null>(null);
  const pendingId = setInterest.isPending ? setInterest.variables.propertyDraftId : null;

  let body;
  if (query.isPending) body = <SectionSkeleton rows={2} height={88} label="Cargando propiedades de interés" />;
  else if (query.isError) body = <LoadError py="lg" onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (query.data.items.length === 0 && page === 1) body = <SectionEmpty>{NO_INTERESTS}</SectionEmpty>;
  else
    body = (
      <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.data.items.map((interest) => {
          const title = cardTitle(interest.listing);
          return (
            <Paper key={interest.propertyDraftId} withBorder radius="md" p="sm" component="article" aria-label={title}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ListingThumb url={interest.listing.coverUrl} size={72} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <ListingTitle title={title} href={listingHref(interest.listing, agentId)} />
                  <Text size="sm" c="dimmed">
                    {[formatPrice(interest.listing.price), placeLine(interest.listing)].filter(Boolean).join(' · ')}
                  </Text>
                  <Group gap="xs" justify="space-between">
                    <Badge color={statusColors[interest.status] ?? 'gray.7'} variant="filled">
                      {interestStatusLabels[interest.status as InterestStatus] ?? ''}
                    </Badge>
                    <Group gap="xs">
                      <InterestMenu
                        value={interest.status}
                        about={title}
                        pending={pendingId === interest.propertyDraftId}
                        onChange={(status) => setInterest.mutate({ tenantId, propertyDraftId: interest.propertyDraftId, status })}
                      />
                      <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Quitar ${title}`} onClick={() => setRemoving(interest)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Stack>
              </Group>
            </Paper>
          );
        })}
        {lastPage > 1 && (
          <Center>
            <Pagination total={lastPage} value={Math.min(page, lastPage)} onChange={setPage} aria-label="Páginas de propiedades de interés" />
          </Center>
        )}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="interests-title">
      <Title order={2} fz="lg" id="interests-title">
        Propiedades de interés
      </Title>
      {body}
      <Modal opened={removing !== null} onClose={() => !remove.isPending && setRemoving(null)} centered title="Quitar propiedad de interés">
        <Text size="sm">
          {removing ? `¿Seguro que quieres quitar «${cardTitle(removing.listing)}» de las propiedades de interés de este cliente?` : ''}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              removing &&
              remove.mutate(
                { tenantId, propertyDraftId: removing.propertyDraftId },
                {
                  onSuccess: () => {
                    setRemoving(null);
                    // Removing the only listing of a later page goes back a page.
                    if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
                  },
                },
              )
            }
          >
            Quitar
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
