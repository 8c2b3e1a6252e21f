import { formatPrice } from '@vitrina/contract/format/price';
import type { CustomerMatch, ListingCard } from '@vitrina/contract/schemas/matching';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The publish alert's e-mail, in Spanish with a plain-text part: which of the agent's customers
 * fit the listing just published (with its price as the app writes it, 'USD 120.000'), each with a
 * link to their page in Vitrina.
 */
export function matchAlertMail(input: {
  agentName: string;
  listing: ListingCard;
  matchCount: number;
  customers: Array<Pick<CustomerMatch, 'fullName' | 'slug' | 'score' | 'reasons'>>;
  webBaseUrl: string;
}) {
  const title = input.listing.title ?? 'tu propiedad';
  const price = input.listing.price === null ? '' : ` (${formatPrice(input.listing.price)})`;
  const many = input.matchCount === 1 ? '1 cliente encaja' : `${input.matchCount} clientes encajan`;
  const subject = `${many} con «${title}»`;
  const linkOf = (slug: string) => `${input.webBaseUrl}/customers/view/${encodeURIComponent(slug)}`;
  const more = input.matchCount > input.customers.length ? `Y ${input.matchCount - input.customers.length} más: míralos en la página de la propiedad.` : '';
  const text = [
    `Hola ${input.agentName}:`,
    '',
    `Publicaste «${title}»${price} y ${many} con lo que busca:`,
    '',
    ...input.customers.map((c) => `- ${c.fullName} (${c.score}/100: ${c.reasons.join(', ') || 'cumple el perfil'}): ${linkOf(c.slug)}`),
    ...(more ? ['', more] : []),
    '',
    'El equipo de Vitrina',
  ].join('\n');
  const items = input.customers
    .map((c) => `<li><a href="${escapeHtml(linkOf(c.slug))}">${escapeHtml(c.fullName)}</a> — ${c.score}/100${c.reasons.length ? `: ${escapeHtml(c.reasons.join(', '))}` : ''}</li>`)
    .join('');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hola ${escapeHtml(input.agentName)}:</p>
<p>Publicaste «${escapeHtml(title)}»${escapeHtml(price)} y ${many} con lo que busca:</p>
<ul>${items}</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}
<p>El equipo de Vitrina</p></body></html>`;
  return { subject, text, html };
}
