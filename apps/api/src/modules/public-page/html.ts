import { formatPrice } from '@vitrina/contract/format/price';
import sanitizeHtml from 'sanitize-html';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value made safe for HTML: every markup character escaped. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A tagged template whose interpolations are escaped, unless they are already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}
type Part = string | number | null | undefined | false | Html | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return esc(part);
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  parts.forEach((part, i) => {
    out += render(part) + strings[i + 1]!;
  });
  return new Html(out);
}

/** Markup we trust (already sanitised or built here). */
export const raw = (text: string) => new Html(text);

/** JSON inside <script type="application/ld+json">: nothing in it can close the element. */
export function jsonForScript(value: unknown): Html {
  return raw(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}

/** The description's HTML, sanitised again on the way out (links open apart, without referrer). */
export function descriptionHtml(value: string | null): Html | null {
  if (!value) return null;
  const clean = sanitizeHtml(value, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow ugc' }) },
  }).trim();
  return clean ? raw(clean) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of the description, on one line, cut at `max` characters on a word. */
export function plainText(value: string | null, max: number): string {
  if (!value) return '';
  const text = sanitizeHtml(value.replace(/<\/(p|li|h2|h3|blockquote)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A price as the agent app shows it, es-VE (DECISIONS §1): 'USD 120.000'; none: 'Precio a consultar'. */
export function formatUsd(price: number | null): string {
  return price === null ? 'Precio a consultar' : formatPrice(price);
}

const caracasDate = new Intl.DateTimeFormat('es-VE', { timeZone: 'America/Caracas', day: 'numeric', month: 'long', year: 'numeric' });
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });

/** '25 de noviembre de 2026', in Caracas. */
export function caracasDay(date: Date): string {
  return caracasDate.format(date);
}

/** 'hace 2 horas', 'ayer', 'hace 3 meses'. */
export function timeAgo(date: Date, now = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'hace un momento';
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
