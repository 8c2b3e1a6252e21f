import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaProviders } from '../../db/schema/index';

/** The three providers of spec 3, with the permissions each asks for, in Spanish. */
export const MEDIA_PROVIDERS = [
  {
    type: 1,
    name: 'Google Calendar',
    imageUrl: '/images/providers/google-calendar.svg',
    permissions: ['Ver tus calendarios', 'Crear y editar eventos para tus citas y visitas'],
  },
  {
    type: 2,
    name: 'Instagram',
    imageUrl: '/images/providers/instagram.svg',
    permissions: [
      'Ver el nombre y la foto de tu cuenta profesional',
      'Publicar fotos y carruseles de tus propiedades',
    ],
  },
  {
    type: 3,
    name: 'Facebook',
    imageUrl: '/images/providers/facebook.svg',
    permissions: [
      'Ver la lista de páginas que administras',
      'Publicar las propiedades en tus páginas',
      'Leer la interacción de tus publicaciones',
    ],
  },
];

export async function seedMediaProviders(db: Db): Promise<void> {
  await db
    .insert(mediaProviders)
    .values(MEDIA_PROVIDERS)
    .onConflictDoUpdate({
      target: mediaProviders.type,
      set: { name: sql`excluded.name`, imageUrl: sql`excluded.image_url`, permissions: sql`excluded.permissions` },
    });
}
