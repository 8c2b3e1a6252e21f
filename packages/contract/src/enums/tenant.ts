/** Customer (tenant) codes of spec 2 §3 and §9. */
export const TenantType = { Lead: 1, Customer: 2, Contact: 3 } as const;
export type TenantType = (typeof TenantType)[keyof typeof TenantType];
export const tenantTypeLabels: Record<TenantType, string> = { 1: 'Potencial cliente', 2: 'Cliente', 3: 'Contacto' };
export const tenantTypeStars: Record<TenantType, number> = { 1: 3, 2: 2, 3: 1 };

export const TenantStatus = { Active: 1, Filed: 2 } as const;
export type TenantStatus = (typeof TenantStatus)[keyof typeof TenantStatus];

export const DocumentType = { V: 1, J: 2, P: 3, RIF: 4 } as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
export const documentTypeLabels: Record<DocumentType, string> = { 1: 'V', 2: 'J', 3: 'P', 4: 'RIF' };

export const TenantEventType = { Added: 1, Filed: 2, Enabled: 3, TaskAdded: 4, SharedDataUpdated: 5, LeadReceived: 6, NoteAdded: 7, VisitScheduled: 8, VisitStatusChanged: 9, InterestRecorded: 10 } as const;
export type TenantEventType = (typeof TenantEventType)[keyof typeof TenantEventType];
export const tenantEventTitles: Record<TenantEventType, string> = {
  1: 'El cliente ha sido añadido',
  2: 'El cliente ha sido archivado',
  3: 'El cliente ha sido activado',
  4: 'Se ha añadido una tarea al cliente',
  5: 'Los datos compartidos del cliente han sido actualizados',
  6: 'El cliente se interesó en una propiedad desde su página pública',
  7: 'Se ha añadido una nota al cliente',
  8: 'Se ha agendado una visita',
  /** The answered title names the new status: 'La visita ha cambiado a «Realizada»'. */
  9: 'La visita ha cambiado de estado',
  /** The answered title names the status: 'Interés en una propiedad: Visitó' (see enums/matching.ts). */
  10: 'Interés en una propiedad',
};

/** Customers per page of GET /tenants. */
export const TENANTS_PAGE_SIZE = 18;

/** Look-ups by phone or e-mail an agent may make in an hour (DECISIONS §3 'Customers'); past it, 429 with Retry-After. */
export const LOOKUPS_PER_HOUR = 60;
/** A phone look-up with fewer digits than this (leading zeros aside) finds nobody. */
export const PHONE_LOOKUP_MIN_DIGITS = 7;
