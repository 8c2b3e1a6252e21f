import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Property } from '@vitrina/contract/schemas/property';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error/load-error';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePropertyQuery } from '../api/properties';
import { listingTitle, publicUrl, statusBadges } from '../lib/listing';
import { IconArrowLeft, IconEdit } from './icons';
import { ShareMenu } from './share-menu';
import { SocialPosts } from './social-posts';
import { StatusActions } from './status-actions';
import { paths } from '../../../config/paths';

export const PROPERTY_NOT_FOUND = 'No hemos encontrado esta propiedad.';

/** How the listing itself is drawn (the editor's preview, composed by the route); `aside` goes beside it. */
export interface ListingSlotProps {
  property: Property;
  aside: ReactNode;
}

interface PropertyViewProps {
  propertyId: string;
  Listing: ComponentType<ListingSlotProps>;
  /** More of the owner's actions in the toolbar, before 'Editar' (composed by the route). */
  OwnerActions?: ComponentType<{ property: Property; title: string }>;
}

/** /properties/view/{slug}/{propertyId}: a published property as the agent sees it, with its actions. */
export function PropertyView({ propertyId, Listing, OwnerActions }: PropertyViewProps) {
  const query = usePropertyQuery(propertyId);
  useDocumentTitle(query.data ? listingTitle(query.data) : 'Propiedad');
  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label="Cargando propiedad">
        <Skeleton height={36} width="50%" />
        <Skeleton height={320} />
        <Skeleton height={32} width="40%" />
      </Stack>
    );
  }
  if (query.isError) {
    if (isApiError(query.error, 'PROPERTY_NOT_FOUND', 'NOT_FOUND')) {
      return (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed">{PROPERTY_NOT_FOUND}</Text>
          <Button component={Link} to={paths.properties} variant="light">
            Ir a mis propiedades
          </Button>
        </Stack>
      );
    }
    return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const property = query.data;
  const badge = statusBadges[property.status] ?? statusBadges[2]!;
  const title = listingTitle(property);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Anchor component={Link} to={paths.properties} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Mis propiedades
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={24}>
              {title}
            </Title>
            <Group gap="xs">
              <Badge color={badge.color} variant="filled">
                {badge.label}
              </Badge>
              {property.access && !property.access.owner && property.owner && (
                <Text size="sm" c="dimmed">
                  Compartido por {property.owner.name}
                </Text>
              )}
              {property.code && (
                <Text size="sm" c="dimmed">
                  {property.code}
                </Text>
              )}
            </Group>
          </Stack>
          <Group gap="xs" role="toolbar" aria-label="Acciones de la propiedad">
            <ShareMenu url={publicUrl(property.slug)} title={title} />
            {OwnerActions && (property.access?.owner ?? true) && <OwnerActions property={property} title={title} />}
            <Button
              component={Link}
              to={paths.editor(property.propertyDraftId)}
              variant="default"
              leftSection={<IconEdit size={18} aria-hidden />}
            >
              Editar
            </Button>
            {/* Only the owner changes a listing's status (issue 11): a shared listing's collaborators see it. */}
            {(property.access?.owner ?? true) && <StatusActions property={property} />}
          </Group>
        </Group>
      </Stack>
      <Listing property={property} aside={<SocialPosts property={property} />} />
    </Stack>
  );
}
