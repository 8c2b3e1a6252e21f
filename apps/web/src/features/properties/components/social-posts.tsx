import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Property } from '@vitrina/contract/schemas/property';
import { SocialPostStatus } from '@vitrina/contract/enums/social-post';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useRetryPublishing } from '../api/properties';
import { IconBrandFacebook, IconBrandInstagram, IconExternalLink } from './icons';
import { paths } from '../../../config/paths';

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

/** 'Ver publicación', opening the post on the network in a new tab. */
function PostLink({ href, place, pl }: { href: string; place: string; pl?: string }) {
  return (
    <Anchor size="sm" pl={pl} href={href} target="_blank" rel="noopener noreferrer" aria-label={`Ver publicación en ${place}`}>
      <Group gap={4} component="span" wrap="nowrap">
        Ver publicación
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

interface NetworkPostProps {
  network: string;
  icon: ReactNode;
  post: { status: number; errorMessage?: string | null };
  /** The link to the post, or its pages. */
  children: ReactNode;
}

/** One network's post: its name and status, what the network shows, and why it failed. */
function NetworkPost({ network, icon, post, children }: NetworkPostProps) {
  return (
    <Stack gap={4} component="article" aria-label={network}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6}>
          {icon}
          <Text fw={600}>{network}</Text>
        </Group>
        <StatusBadge status={post.status} />
      </Group>
      {children}
      {post.status === SocialPostStatus.Failed && post.errorMessage && (
        <Text size="xs" c="red.8">
          {post.errorMessage}
        </Text>
      )}
    </Stack>
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
      navigate(paths.publishing(property.propertyDraftId));
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
          <NetworkPost network="Instagram" icon={<IconBrandInstagram size={18} aria-hidden />} post={ig}>
            {ig.status === SocialPostStatus.Published && ig.permalink && <PostLink href={ig.permalink} place="Instagram" pl="md" />}
          </NetworkPost>
        )}
        {fb && (
          <NetworkPost network="Facebook" icon={<IconBrandFacebook size={18} aria-hidden />} post={fb}>
            {fb.pages.map((page) => (
              <Group key={page.facebookPageId} justify="space-between" wrap="nowrap" pl="md">
                <Text size="sm">{page.name ?? 'Página'}</Text>
                {page.status === SocialPostStatus.Published && page.externalId ? (
                  <PostLink href={facebookPostUrl(page.externalId)} place={page.name ?? 'Facebook'} />
                ) : (
                  <StatusBadge status={page.status} />
                )}
              </Group>
            ))}
          </NetworkPost>
        )}
        {failed && (property.access?.owner ?? true) && (
          <Button variant="outline" color="red.9" loading={retry.isPending} onClick={() => void onRetry()}>
            Reintentar
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
