import { PropertyCard } from '../../../components/property-list/property-card';
import { PropertyListLayout } from '../../../components/property-list/property-list-layout';
import { useListFilters } from '../../../components/property-list/use-list-filters';
import { usePropertiesQuery } from '../api/properties';

export const EMPTY_PROPERTIES = 'No se han encontrado propiedades en este momento';

/** 'Mis Propiedades': published properties, 16 a page. A property opens its view. */
export function PropertyList({ propertyTypes }: { propertyTypes: Array<{ propertyTypeId: number; name: string }> }) {
  const { filters, apply, reset, setPage } = useListFilters();
  const query = usePropertiesQuery(filters);
  return (
    <PropertyListLayout
      title="Mis Propiedades"
      filterLabel="Filtrar propiedades"
      emptyMessage={EMPTY_PROPERTIES}
      loadingLabel="Cargando propiedades"
      newTo="/properties/drafts/create"
      query={query}
      filters={filters}
      propertyTypes={propertyTypes}
      onApply={apply}
      onReset={reset}
      onPage={setPage}
      renderItem={(property) => (
        <PropertyCard
          key={property.propertyId}
          item={property}
          to={`/properties/view/${property.slug}/${property.propertyId}`}
          status={property.status === 1 ? { label: 'Publicando', color: 'orange' } : null}
        />
      )}
    />
  );
}
