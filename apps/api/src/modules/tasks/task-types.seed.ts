import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskTypes } from '../../db/schema/index';

/** Follow-up task types as a Venezuelan agent names them; relationship 1 customer, 2 property. */
export const TASK_TYPES = [
  [1, 1, 'Llamada'],
  [1, 2, 'Reunión'],
  [1, 3, 'Visita al inmueble'],
  [1, 4, 'Enviar documentos'],
  [1, 5, 'Seguimiento'],
  [1, 6, 'Mensaje de WhatsApp'],
  [1, 7, 'Enviar correo electrónico'],
  [1, 8, 'Enviar propuesta'],
  [1, 9, 'Negociación'],
  [1, 10, 'Firma de contrato'],
  [1, 11, 'Entrega de llaves'],
  [1, 12, 'Otra'],
  [2, 1, 'Sesión de fotos'],
  [2, 2, 'Avalúo'],
  [2, 3, 'Mantenimiento'],
  [2, 4, 'Renovar publicación'],
] as const;

export async function seedTaskTypes(db: Db): Promise<void> {
  await db
    .insert(taskTypes)
    .values(TASK_TYPES.map(([relationship, type, name]) => ({ relationship, type, name })))
    .onConflictDoUpdate({ target: [taskTypes.relationship, taskTypes.type], set: { name: sql`excluded.name` } });
}
