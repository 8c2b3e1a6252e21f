import type { PropertyDraft } from './property-draft';

export interface PublishCheckItem {
  /** The editor section that fixes it ('Corregir dato'). */
  section: 'basic_details' | 'enviroments' | 'details' | 'location' | 'thumbnail' | 'images' | 'instagram' | 'facebook';
  message: string;
}

type Post = { imagesUrls?: unknown[]; caption?: string | null; pagesIds?: unknown[] } | null;

/** The publish check of spec 3 §5, shared by the publish dialog and the server. */
export function publishCheck(d: Pick<PropertyDraft, 'propertyType' | 'price' | 'enviroments' | 'details' | 'address' | 'thumbnail' | 'media'> & { instagramPost: unknown; facebookPost: unknown }): PublishCheckItem[] {
  const items: PublishCheckItem[] = [];
  if (!d.propertyType) items.push({ section: 'basic_details', message: 'El tipo de propiedad es requerido' });
  if (!d.price) items.push({ section: 'basic_details', message: 'El precio es requerido' });
  if (!d.enviroments.some((e) => e.quantity > 0)) items.push({ section: 'enviroments', message: 'Debe seleccionar al menos un ambiente' });
  if (d.details.length === 0) items.push({ section: 'details', message: 'Debe seleccionar al menos un detalle' });
  if (!d.address.address) items.push({ section: 'location', message: 'La ubicación es requerida' });
  if (!d.thumbnail) items.push({ section: 'thumbnail', message: 'La imagen principal es requerida' });
  if (d.media.length === 0) items.push({ section: 'images', message: 'Debe cargar al menos una imagen' });
  const ig = d.instagramPost as Post;
  if (ig) {
    if (!ig.imagesUrls?.length) items.push({ section: 'instagram', message: 'Debe cargar al menos una imagen para Instagram' });
    if (!ig.caption) items.push({ section: 'instagram', message: 'Debe ingresar un texto para la publicación de Instagram' });
  }
  const fb = d.facebookPost as Post;
  if (fb) {
    if (!fb.imagesUrls?.length) items.push({ section: 'facebook', message: 'Debe cargar al menos una imagen para Facebook' });
    if (!fb.caption) items.push({ section: 'facebook', message: 'Debe ingresar un texto para la publicación de Facebook' });
    if (!fb.pagesIds?.length) items.push({ section: 'facebook', message: 'Debe seleccionar al menos una página de Facebook' });
  }
  return items;
}
