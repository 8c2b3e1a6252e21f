import { EVENTS_TIME_ZONE } from '@vitrina/contract/enums/event';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** 14:00 in Caracas, 24-hour clock. */
export function caracasTime(d: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: EVENTS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
}

/** 'jueves 10 de diciembre' in Caracas. */
export function caracasLongDay(d: Date): string {
  return new Intl.DateTimeFormat('es-VE', { timeZone: EVENTS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }).format(d).replace(',', '');
}

export interface ReminderMailInput {
  agentFirstName: string;
  tenantName: string;
  start: Date;
  end: Date;
  listingTitle: string | null;
  place: string | null;
  note: string | null;
  calendarUrl: string;
  customerUrl: string;
}

/** The day-before reminder of a visit, in Spanish, with a plain-text part (the .ics goes beside it). */
export function visitReminderMail(m: ReminderMailInput) {
  const when = `${caracasLongDay(m.start)}, de ${caracasTime(m.start)} a ${caracasTime(m.end)} (hora de Caracas)`;
  const subject = `Recordatorio: mañana a las ${caracasTime(m.start)} tienes una visita con ${m.tenantName}`;
  const details: Array<[string, string]> = [
    ['Cuándo', when],
    ...(m.listingTitle ? [['Propiedad', m.listingTitle] as [string, string]] : []),
    ...(m.place ? [['Lugar', m.place] as [string, string]] : []),
    ...(m.note ? [['Nota', m.note] as [string, string]] : []),
  ];
  const text = [
    `Hola, ${m.agentFirstName}:`,
    '',
    `Mañana tienes una visita con ${m.tenantName}.`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    `Tu agenda: ${m.calendarUrl}`,
    `El cliente: ${m.customerUrl}`,
    '',
    'El archivo adjunto (visita.ics) la agrega a tu calendario.',
    '',
    'El equipo de Vitrina',
  ].join('\n');
  const rows = details.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${k}</td><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join('');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hola, ${escapeHtml(m.agentFirstName)}:</p>
<p>Mañana tienes una visita con <a href="${escapeHtml(m.customerUrl)}">${escapeHtml(m.tenantName)}</a>.</p>
<table style="border-collapse:collapse">${rows}</table>
<p><a href="${escapeHtml(m.calendarUrl)}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Ver mi agenda</a></p>
<p>El archivo adjunto (visita.ics) la agrega a tu calendario.</p>
<p>El equipo de Vitrina</p></body></html>`;
  return { subject, text, html };
}
