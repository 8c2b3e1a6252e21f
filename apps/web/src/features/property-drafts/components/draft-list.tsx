import { ActionIcon, Group } from '@mantine/core';
import { DraftStatus } from '@vitrina/contract/enums/property';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { IconTrash, IconUserPlus } from '../../../components/icons';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { PropertyCard } from '../../../components/property-list/property-card';
import { PropertyListLayout } from '../../../components/property-list/property-list-layout';
import { useListFilters } from '../../../components/property-list/use-list-filters';
import { useDraftsQuery } from '../api/drafts';
import { useLiveDrafts } from '../hooks/use-live-drafts';
import { paths } from '../../../config/paths';

// The delete confirmation loads when a draft's trash button is pressed, not with the list (issue 15).
const DeleteDraftDialog = lazy(() => import('./delete-draft-dialog').then((m) => ({ default: m.DeleteDraftDialog })));

export const EMPTY_DRAFTS = 'No se han encontrado borradores en este momento';

interface DraftListProps {
  propertyTypes: Array<{ propertyTypeId: number; name: string }>;
  /** Drafts that the real-time channel reported as published. */
  publishedIds?: ReadonlySet<string>;
}

function statusOf(status: number, published: boolean) {
  if (published || status === DraftStatus.Published) return { label: 'Publicado', color: 'teal' };
  if (status === DraftStatus.Publishing) return { label: 'Publicando', color: 'orange' };
  return { label: 'Editar borrador', color: 'indigo' };
}

/** A draft being published opens its progress; a published one, its publication. */
function cardLink(draft: PropertyDraft): string {
  if (draft.status === DraftStatus.Published && draft.property) {
    return paths.propertyView(draft.property.slug, draft.property.propertyId);
  }
  if (draft.status === DraftStatus.Publishing) return paths.publishing(draft.propertyDraftId);
  return paths.editor(draft.propertyDraftId);
}

/** Only the owner invites and deletes (issue 11); an answer without `access` is the caller's own draft. */
function isOwner(draft: PropertyDraft): boolean {
  return draft.access?.owner ?? true;
}

/** A draft shared with the caller names its owner. */
function sharedBy(draft: PropertyDraft): string | null {
  return draft.access && !draft.access.owner && draft.owner ? `Compartido por ${draft.owner.name}` : null;
}

/**
 * 'Borradores': drafts Pending and Publishing, 16 a page. A Pending draft opens its editor; one
 * that the hub reports published is flagged 'Publicado'.
 */
export function DraftList({ propertyTypes, publishedIds }: DraftListProps) {
  const list = useListFilters();
  const query = useDraftsQuery(list.filters);
  useLiveDrafts();
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <>
      <PropertyListLayout
        title="Borradores"
        filterLabel="Filtrar borradores"
        emptyMessage={EMPTY_DRAFTS}
        loadingLabel="Cargando borradores"
        query={query}
        list={list}
        propertyTypes={propertyTypes}
        renderItem={(draft) => (
          <PropertyCard
            key={draft.propertyDraftId}
            item={draft}
            to={cardLink(draft)}
            note={sharedBy(draft)}
            status={statusOf(draft.status, publishedIds?.has(draft.propertyDraftId) ?? false)}
            action={
              <Group gap={6}>
                {isOwner(draft) && (
                  <ActionIcon
                    component={Link}
                    to={paths.invite(draft.propertyDraftId)}
                    variant="white"
                    color="indigo"
                    size="lg"
                    radius="xl"
                    aria-label={`Invitar agentes a ${draft.title ?? 'Propiedad sin título'}`}
                  >
                    <IconUserPlus size={18} aria-hidden />
                  </ActionIcon>
                )}
                {isOwner(draft) && draft.status === DraftStatus.Pending && !publishedIds?.has(draft.propertyDraftId) && (
                  <ActionIcon
                    variant="white"
                    color="red"
                    size="lg"
                    radius="xl"
                    aria-label={`Eliminar borrador ${draft.title ?? 'Propiedad sin título'}`}
                    onClick={() => setDeleting(draft.propertyDraftId)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            }
          />
        )}
      />
      {deleting && (
        <Suspense fallback={null}>
          <DeleteDraftDialog propertyDraftId={deleting} opened onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </>
  );
}
