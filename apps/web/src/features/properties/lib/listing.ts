import { PropertyStatus } from '@vitrina/contract/enums/property';
import type { Property } from '@vitrina/contract/schemas/property';
import { telegramShareUrl, whatsappShareUrl } from '../../../lib/share-links';

/** Filled badges in dark shades: white text stays above 4.5:1. */
export const statusBadges: Record<number, { label: string; color: string }> = {
  [PropertyStatus.Publishing]: { label: 'Publicando', color: 'orange.9' },
  [PropertyStatus.Published]: { label: 'Publicada', color: 'teal.9' },
  [PropertyStatus.Sold]: { label: 'Vendida', color: 'indigo.9' },
  [PropertyStatus.Rented]: { label: 'Alquilada', color: 'grape.9' },
  [PropertyStatus.Unpublished]: { label: 'Despublicada', color: 'gray.7' },
};

/** The public listing page of a property. */
export function publicUrl(slug: string, origin = window.location.origin): string {
  return `${origin}/p/${slug}`;
}

/** Where each share target opens, with the public page's address (and a line naming the listing). */
export function shareTargets(url: string, title: string) {
  return [
    { network: 'WhatsApp', href: whatsappShareUrl(url, title) },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { network: 'Telegram', href: telegramShareUrl(url, title) },
  ] as const;
}

/** A line naming the listing: its title, or its type and locality. */
export function listingTitle(property: Pick<Property, 'title' | 'propertyType' | 'address' | 'operationType'>): string {
  if (property.title) return property.title;
  const kind = property.propertyType?.name ?? 'Propiedad';
  const operation = property.operationType === 1 ? 'en alquiler' : 'en venta';
  const place = property.address.location?.name;
  return [kind, operation, place ? `en ${place}` : null].filter(Boolean).join(' ');
}

/** A status change the agent may make now, with its confirmation. */
export interface StatusAction {
  status: PropertyStatus;
  label: string;
  title: string;
  question: string;
  done: string;
  color: string;
}

const SOLD: StatusAction = {
  status: PropertyStatus.Sold,
  label: 'Marcar como vendida',
  title: 'Marcar como vendida',
  question: 'La página pública dirá que esta propiedad ya no está disponible y mostrará tus otras propiedades.',
  done: 'Propiedad marcada como vendida.',
  color: 'indigo.9',
};
const RENTED: StatusAction = {
  status: PropertyStatus.Rented,
  label: 'Marcar como alquilada',
  title: 'Marcar como alquilada',
  question: 'La página pública dirá que esta propiedad ya no está disponible y mostrará tus otras propiedades.',
  done: 'Propiedad marcada como alquilada.',
  color: 'grape.9',
};
const UNPUBLISH: StatusAction = {
  status: PropertyStatus.Unpublished,
  label: 'Despublicar',
  title: 'Despublicar propiedad',
  question: 'La propiedad dejará de verse en su página pública. Podrás volver a publicarla cuando quieras.',
  done: 'Propiedad despublicada.',
  color: 'red.9',
};
const REPUBLISH: StatusAction = {
  status: PropertyStatus.Published,
  label: 'Volver a publicar',
  title: 'Volver a publicar',
  question: 'La página pública volverá a mostrar esta propiedad. No se publicará de nuevo en las redes sociales.',
  done: 'La propiedad vuelve a estar publicada.',
  color: 'teal.9',
};

/** Published: sold (a sale) or rented (a rent), and unpublish. Off the page: publish again. Publishing: none. */
export function statusActions(property: Pick<Property, 'status' | 'operationType'>): StatusAction[] {
  if (property.status === PropertyStatus.Published) return [property.operationType === 1 ? RENTED : SOLD, UNPUBLISH];
  if (property.status === PropertyStatus.Publishing) return [];
  return [REPUBLISH];
}
