import { documentTypeLabels, tenantTypeLabels, type DocumentType, type TenantType } from '@vitrina/contract/enums/tenant';
import { dayjs, todayInCaracas } from '../../../lib/dates';

export function tenantTypeLabel(type: number): string {
  return tenantTypeLabels[type as TenantType] ?? '';
}

/** 'V-12345678', or null when there is no document. */
export function formatDocument(type: number | null, number: string | null): string | null {
  if (!number) return null;
  const label = type ? documentTypeLabels[type as DocumentType] : null;
  return label ? `${label}-${number}` : number;
}

/** Age in years, or in months under one year; null without a birth date. */
export function formatAge(birthDate: string | null, now: Date = new Date()): string | null {
  if (!birthDate) return null;
  const today = todayInCaracas(now);
  const born = dayjs(birthDate);
  const years = dayjs(today).diff(born, 'year');
  if (years >= 1) return years === 1 ? '1 año' : `${years} años`;
  const months = Math.max(0, dayjs(today).diff(born, 'month'));
  return months === 1 ? '1 mes' : `${months} meses`;
}

/** https://wa.me/{digits}: a chat with the customer in WhatsApp. */
export function whatsappUrl(fullNumber: string): string {
  return `https://wa.me/${fullNumber.replace(/\D/g, '')}`;
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}
