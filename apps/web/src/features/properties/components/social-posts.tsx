import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Property } from '@vitrina/contract/schemas/property';
import { SocialPostStatus } from '@vitrina/contract/enums/social-post';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useRetryPublishing } from '../api/properties';
import { IconBrandFacebook, IconBrandInstagram, IconExternalLink } from './icons';

const statusLabels: Record<number, { label: string; color: string }> = {
  [SocialPostStatus.Pending]: { label: 'Pendiente', color: 'gray.7' },
  [SocialPostStatus.Published]: { label: 'Publicada', color: 'teal.9' },
  [SocialPostStatus.Failed]: { label: 'No se pudo publicar', color: 'red.9' },
};

function StatusBadge({ status }: { status: number }) {
  const s = statusLabels[status] ?? statusLabels[SocialPostStatus.Pending]!;
  return (
    <Badge color={s.color} variant="filled">
      {s.label}
    </Badge>
  );
}

/** A page post's address on Facebook ('{pageId}_{postId}'). */
export const facebookPostUrl = (externalId: string) => `https://www.facebook.com/${externalId}`;

/** Beside the listing: each social post with its network, status, link and 'Reintentar' when it failed. */
export function SocialPosts({ property }: { property: Property }) {
  const navigate = useNavigate();
  const retry = useRetryPublishing(property.propertyDraftId);
  const { instagramPost: ig, facebookPost: fb } = property;
  const failed = ig?.status === SocialPostStatus.Failed || fb?.status === SocialPostStatus.Failed || fb?.pages.some((p) => p.status === SocialPostStatus.Failed);

  const onRetry = async () => {
    try {
      await retry.mutateAsync();
      navigate(`/properties/drafts/${property.propertyDraftId}/publishing`);
    } catch {
      notifyError('No se ha podido reintentar la publicación. Por favor, vuelve a intentarlo.');
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label="Redes sociales">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Redes sociales
        </Title>
        {!ig && !fb && (
          <Text size="sm" c="dimmed">
            Esta propiedad no se publicó en redes sociales.
          </Text>
        )}
        {ig && (
          <Stack gap={4} component="article" aria-label="Instagram">
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6}>
                <IconBrandInstagram size={18} aria-hidden />
                <Text fw={600}>Instagram</Text>
              </Group>
              <StatusBadge status={ig.status} />
            </Group>
            {ig.status === SocialPostStatus.Published && ig.permalink && (
              <Anchor size="sm" pl="md" href={ig.permalink} target="_blank" rel="noopener noreferrer" aria-label="Ver publicación en Instagram">
                <Group gap={4} component="span" wrap="nowrap">
                  Ver publicación
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
            {ig.status === SocialPostStatus.Failed && ig.errorMessage && (
              <Text size="xs" c="red.8">
                {ig.errorMessage}
              </Text>
            )}
          </Stack>
        )}
        {fb && (
          <Stack gap={4} component="article" aria-label="Facebook">
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6}>
                <IconBrandFacebook size={18} aria-hidden />
                <Text fw={600}>Facebook</Text>
              </Group>
              <StatusBadge status={fb.status} />
            </Group>
            {fb.pages.map((page) => (
              <Group key={page.facebookPageId} justify="space-between" wrap="nowrap" pl="md">
                <Text size="sm">{page.name ?? 'Página'}</Text>
                {page.status === SocialPostStatus.Published && page.externalId ? (
                  <Anchor size="sm" href={facebookPostUrl(page.externalId)} target="_blank" rel="noopener noreferrer" aria-label={`Ver publicación en ${page.name ?? "Facebook"}`}>
                    <Group gap={4} component="span" wrap="nowrap">
                      Ver publicación
                      <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </Anchor>
                ) : (
                  <StatusBadge status={page.status} />
                )}
              </Group>
            ))}
            {fb.status === SocialPostStatus.Failed && fb.errorMessage && (
              <Text size="xs" c="red.8">
                {fb.errorMessage}
              </Text>
            )}
          </Stack>
        )}
        {failed && (
          <Button variant="outline" color="red.9" loading={retry.isPending} onClick={() => void onRetry()}>
            Reintentar
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
