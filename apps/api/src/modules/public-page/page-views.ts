import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Crawlers, link previews of chat apps and social networks, monitors and headless browsers. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|whatsapp|telegram|discord|skype|embedly|pinterest|quora link|vkshare|lighthouse|pagespeed|headless|phantomjs|curl\/|wget\/|python-requests|axios\/|node-fetch|go-http-client|java\/|okhttp|monitor|uptime/i;

/** True when the request does not come from a person browsing: never counted as a view. */
export function isAutomated(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  if (typeof agent !== 'string' || agent.trim() === '') return true;
  if (BOT_PATTERN.test(agent)) return true;
  // A browser fetching the page ahead of a click (link prefetch or prerender) has not visited it.
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? request.headers['x-purpose'];
  return typeof purpose === 'string' && /prefetch|preview|prerender/i.test(purpose);
}

const caracasDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Caracas, as YYYY-MM-DD: a visitor counts once per listing per such day. */
export function viewDay(now = new Date()): string {
  return caracasDay.format(now);
}

/**
 * Who the visitor is, for one listing and one day only: a keyed hash of the day, the listing, the
 * address and the browser. The same person yields an unrelated value on another day or listing,
 * and nothing stored leads back to the address.
 */
export function visitorKey(secret: string, day: string, propertyId: string, request: FastifyRequest): string {
  const agent = String(request.headers['user-agent'] ?? '');
  return createHmac('sha256', secret).update(`view\n${day}\n${propertyId}\n${request.ip}\n${agent}`).digest('base64url');
}
