import { createHash } from 'node:crypto';
import { html, raw, type Html } from './html';
import { leadForm } from './lead-form';
import { listingHead, listingTitle } from './page-head';
import { PAGE_SCRIPT } from './page-script';
import { agentCard, description, details, gallery, location, nearby, otherListings, summary, video } from './page-sections';
import { PAGE_STYLE } from './page-style';
import type { ListingPage } from './public-page.service';

/** The script's address changes with its content, so it can be cached for a year. */
export const SCRIPT_VERSION = createHash('sha256').update(PAGE_SCRIPT).digest('hex').slice(0, 12);
export const SCRIPT_PATH = `/p/assets/page-${SCRIPT_VERSION}.js`;

const STYLE = raw(PAGE_STYLE.replace(/\n/g, ''));

function documentOf(head: Html, body: Html, opts: { script?: boolean } = {}): string {
  return `<!doctype html>${html`<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${head}<style>${STYLE}</style>${opts.script ? html`<script src="${SCRIPT_PATH}" defer></script>` : null}</head>
<body><header class="top"><div class="in"><a class="brand" href="/">Vitrina</a></div></header>
<main class="wrap">${body}</main>
<div id="toast" role="status" aria-live="polite" hidden></div></body></html>`}`;
}

export interface PageSettings {
  apiKey: string;
  recaptchaSiteKey: string | null;
}

/** A Published listing: everything readable before any script runs. */
export function listingDocument(page: ListingPage, settings: PageSettings): string {
  const v = page.view;
  const body = html`${gallery(page)}<div class="layout"><div class="main">${summary(page)}${description(v)}${details(v)}${location(v)}${nearby(v)}${video(v)}</div>
<aside class="side">${agentCard(page.agent, { title: listingTitle(page), url: page.url })}${leadForm({ slug: page.slug, apiKey: settings.apiKey, recaptchaSiteKey: settings.recaptchaSiteKey, agentName: page.agent.fullName })}</aside></div>`;
  return documentOf(listingHead(page), body, { script: true });
}

const GONE_TITLES: Record<number, string> = {
  3: 'Esta propiedad ya se vendió',
  4: 'Esta propiedad ya se alquiló',
};

/** Sold, rented or unpublished (410): the listing is no longer offered; the agent's others are. */
export function goneDocument(page: ListingPage): string {
  const title = GONE_TITLES[page.status] ?? 'Esta propiedad ya no está disponible';
  const head = html`<title>${title} | Vitrina</title><meta name="robots" content="noindex"><meta name="description" content="${listingTitle(page)} ya no está disponible en Vitrina.">`;
  const body = html`<section class="card notice"><h1>${title}</h1><p>“${listingTitle(page)}” ya no está disponible.${page.others.length ? ' Mira otras propiedades de este agente.' : ''}</p></section>
<div class="layout"><div class="main">${otherListings(page.others)}</div><aside class="side">${agentCard(page.agent, null)}</aside></div>`;
  return documentOf(head, body);
}

/** An unknown slug (404). */
export function notFoundDocument(): string {
  const head = html`<title>Propiedad no encontrada | Vitrina</title><meta name="robots" content="noindex">`;
  const body = html`<section class="card notice"><h1>No encontramos esta propiedad</h1><p>Es posible que el enlace esté incompleto o que la propiedad ya no esté publicada.</p><a class="btn" href="/">Ir a Vitrina</a></section>`;
  return documentOf(head, body);
}
