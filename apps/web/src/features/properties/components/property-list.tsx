import { PropertyCard } from '../../../components/property-list/property-card';
import { PropertyListLayout } from '../../../components/property-list/property-list-layout';
import { useListFilters } from '../../../components/property-list/use-list-filters';
import { usePropertiesQuery } from '../api/properties';
import { statusBadges } from '../lib/listing';
import { paths } from '../../../config/paths';

/** The card's flag: none while published; otherwise what became of the listing, in dark grey. */
function cardStatus(status: number): { label: string; color: string } | null {
  if (status === 2) return null;
  if (status === 1) return { label: 'Publicando', color: 'orange' };
  return { label: statusBadges[status]?.label ?? 'Despublicada', color: 'dark' };
}

export const EMPTY_PROPERTIES = 'No se han encontrado propiedades en este momento';

/** 'Mis Propiedades': published properties, 16 a page. A property opens its view. */
export function PropertyList({ propertyTypes }: { propertyTypes: Array<{ propertyTypeId: number; name: string }> }) {
  const list = useListFilters();
  const query = usePropertiesQuery(list.filters);
  return (
    <PropertyListLayout
      title="Mis Propiedades"
      filterLabel="Filtrar propiedades"
      emptyMessage={EMPTY_PROPERTIES}
      loadingLabel="Cargando propiedades"
      query={query}
      list={list}
      propertyTypes={propertyTypes}
      renderItem={(property) => (
        <PropertyCard
          key={property.propertyId}
          item={property}
          to={paths.propertyView(property.slug, property.propertyId)}
          status={cardStatus(property.status)}
          note={property.access && !property.access.owner && property.owner ? `Compartido por ${property.owner.name}` : null}
        />
      )}
    />
  );
}
