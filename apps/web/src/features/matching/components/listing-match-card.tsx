import { Group, Paper, Stack, Text } from '@mantine/core';
import type { InterestStatus } from '@vitrina/contract/enums/matching';
import type { ListingMatch } from '@vitrina/contract/schemas/matching';
import { cardTitle, formatPrice, listingHref, placeLine } from '../lib/listing';
import { InterestMenu } from './interest-menu';
import { ListingThumb } from './listing-thumb';
import { ListingTitle } from './listing-title';
import { ScoreAndReasons } from './reasons';

interface ListingMatchCardProps {
  match: ListingMatch;
  agentId: string | undefined;
  pending: boolean;
  onInterest: (status: InterestStatus) => void;
}

/** A listing that fits the customer: cover, title, price, place, score, reasons and the interest. */
export function ListingMatchCard({ match, agentId, pending, onInterest }: ListingMatchCardProps) {
  const title = cardTitle(match);
  const shared = match.owner.agentId !== agentId;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={title}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ListingThumb url={match.coverUrl} size={96} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <ListingTitle title={title} href={listingHref(match, agentId)} />
          <Group gap="xs">
            <Text fw={700}>{formatPrice(match.price)}</Text>
            <Text size="sm" c="dimmed">
              {placeLine(match)}
            </Text>
          </Group>
          {shared && (
            <Text size="xs" c="dimmed">
              Compartido por {match.owner.fullName}
            </Text>
          )}
          <ScoreAndReasons score={match.score} reasons={match.reasons} />
          <Group justify="flex-end">
            <InterestMenu value={match.interest} about={title} pending={pending} onChange={onInterest} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
