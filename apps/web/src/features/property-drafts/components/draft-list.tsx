import { DraftStatus } from '@vitrina/contract/enums/property';
import { PropertyCard } from '../../../components/property-list/property-card';
import { PropertyListLayout } from '../../../components/property-list/property-list-layout';
import { useListFilters } from '../../../components/property-list/use-list-filters';
import { useDraftsQuery } from '../api/drafts';

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

/** 'Borradores': drafts Pending and Publishing, 16 a page. A draft opens its editor. */
export function DraftList({ propertyTypes, publishedIds }: DraftListProps) {
  const { filters, apply, reset, setPage } = useListFilters();
  const query = useDraftsQuery(filters);
  return (
    <PropertyListLayout
      title="Borradores"
      filterLabel="Filtrar borradores"
      emptyMessage={EMPTY_DRAFTS}
      loadingLabel="Cargando borradores"
      newTo="/properties/drafts/create"
      query={query}
      filters={filters}
      propertyTypes={propertyTypes}
      onApply={apply}
      onReset={reset}
      onPage={setPage}
      renderItem={(draft) => (
        <PropertyCard
          key={draft.propertyDraftId}
          item={draft}
          to={`/property-editor/${draft.propertyDraftId}/create`}
          status={statusOf(draft.status, publishedIds?.has(draft.propertyDraftId) ?? false)}
        />
      )}
    />
  );
}
