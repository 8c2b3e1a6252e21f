import { formatPhone } from '@vitrina/contract/phone';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface LeadMailInput {
  agentFirstName: string;
  visitorName: string;
  phoneCode: string;
  phoneNumber: string;
  message: string | null;
  listingTitle: string;
  listingUrl: string;
  customerUrl: string;
}

/** The e-mail that tells the agent of a 'Me interesa', in Spanish, with a plain-text part. */
export function leadMail(m: LeadMailInput) {
  const phone = formatPhone(m.phoneCode, m.phoneNumber);
  const subject = `Nuevo interesado en ${m.listingTitle}`;
  const text = [
    `Hola, ${m.agentFirstName}:`,
    '',
    `${m.visitorName} (${phone}) quiere saber más de tu propiedad «${m.listingTitle}».`,
    ...(m.message ? ['', 'Su mensaje:', m.message] : []),
    '',
    `Lo encontrarás en tus clientes, con la tarea de contactarle mañana: ${m.customerUrl}`,
    `La publicación: ${m.listingUrl}`,
    '',
    'El equipo de Vitrina',
  ].join('\n');
  const message = m.message
    ? `<p>Su mensaje:</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ced4da;white-space:pre-wrap">${escapeHtml(m.message)}</blockquote>`
    : '';
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hola, ${escapeHtml(m.agentFirstName)}:</p>
<p><strong>${escapeHtml(m.visitorName)}</strong> (${escapeHtml(phone)}) quiere saber más de tu propiedad <a href="${escapeHtml(m.listingUrl)}">${escapeHtml(m.listingTitle)}</a>.</p>
${message}
<p><a href="${escapeHtml(m.customerUrl)}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Ver el cliente</a></p>
<p>Lo encontrarás en tus clientes como potencial cliente, con la tarea de contactarle mañana.</p>
<p>El equipo de Vitrina</p></body></html>`;
  return { subject, text, html };
}
