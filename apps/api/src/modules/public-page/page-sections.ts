import { OperationType } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { caracasDay, descriptionHtml, formatUsd, html, plural, timeAgo, type Html } from './html';
import { listingTitle } from './page-head';
import type { ListingPage, OtherListing, PageAgent, PageImage } from './public-page.service';

const operationBadge = (operationType: number) => (operationType === OperationType.Rent ? 'En renta' : 'En venta');

function picture(image: PageImage, alt: string, opts: { eager?: boolean; sizes: string }): Html {
  return html`<img src="${image.url}"${image.srcset ? html` srcset="${image.srcset}" sizes="${opts.sizes}"` : null} width="${image.width}" height="${image.height}" alt="${alt}" decoding="async"${opts.eager ? html` fetchpriority="high"` : html` loading="lazy"`}>`;
}

/** The cover large, then every other photo grouped by the room it shows. */
export function gallery(page: ListingPage): Html {
  const title = listingTitle(page);
  const [cover, ...rest] = page.images;
  if (!cover) return html`<div class="cover empty"><span>Sin fotos por ahora</span></div>`;
  const groups = new Map<string, PageImage[]>();
  const named = rest.some((i) => i.environment);
  for (const image of rest) {
    const name = image.environment ?? (named ? 'Otras fotos' : 'Fotos');
    groups.set(name, [...(groups.get(name) ?? []), image]);
  }
  let n = 1;
  return html`<figure class="cover">${picture(cover, `${title}: foto 1${cover.environment ? ` (${cover.environment})` : ''}`, { eager: true, sizes: '(min-width: 1120px) 1088px, 100vw' })}</figure>
${[...groups].map(
  ([name, images]) => html`<section class="photos" aria-label="${name}">${groups.size > 1 || named ? html`<h2 class="sub">${name}</h2>` : null}<div class="grid">${images.map((image) => {
    n += 1;
    return html`<figure>${picture(image, `${title}: foto ${n}${image.environment ? ` (${image.environment})` : ''}`, { sizes: '(min-width: 1120px) 350px, (min-width: 640px) 33vw, 50vw' })}</figure>`;
  })}</div></section>`,
)}`;
}

export function shareMenu(page: ListingPage): Html {
  const text = `${listingTitle(page)} · ${formatUsd(page.view.price)}`;
  const url = encodeURIComponent(page.url);
  return html`<details class="share"><summary>Compartir</summary><div class="menu" role="group" aria-label="Compartir">
<button type="button" data-copy="${page.url}" hidden>Copiar enlace</button>
<a href="https://wa.me/?text=${encodeURIComponent(`${text} ${page.url}`)}" target="_blank" rel="noopener">WhatsApp</a>
<a href="https://www.facebook.com/sharer/sharer.php?u=${url}" target="_blank" rel="noopener">Facebook</a>
<a href="https://t.me/share/url?url=${url}&amp;text=${encodeURIComponent(text)}" target="_blank" rel="noopener">Telegram</a>
</div></details>`;
}

export function summary(page: ListingPage): Html {
  const v = page.view;
  const place = [v.address.location?.name, v.address.countryState?.name].filter(Boolean).join(' - ');
  const facts = [
    plural(v.bedrooms, 'habitación', 'habitaciones'),
    plural(v.bathrooms, 'baño', 'baños'),
    v.size ? `${v.size} m²` : null,
  ].filter((x): x is string => x !== null);
  return html`<div class="summary"><div class="badges"><span class="badge">${operationBadge(v.operationType)}</span>${v.propertyType ? html`<span class="badge soft">${v.propertyType.name}</span>` : null}</div>
<p class="price">${formatUsd(v.price)}</p>
<h1>${listingTitle(page)}</h1>
${v.address.address || place ? html`<p class="place">${v.address.address ? html`${v.address.address}<br>` : null}${place}</p>` : null}
<ul class="facts">${facts.map((f) => html`<li>${f}</li>`)}</ul>
<div class="meta"><p>Actualizado <time datetime="${page.updatedAt.toISOString()}" title="${caracasDay(page.updatedAt)}">${timeAgo(page.updatedAt)}</time>${v.code ? html` · Código ${v.code}` : null}</p>${shareMenu(page)}</div></div>`;
}

function detailValue(d: PropertyDraft['details'][number]): string {
  const t = d.propertyDetailType;
  if (t.kind === 'boolean') return d.value === 'false' ? 'No' : 'Sí';
  return t.unit ? `${d.value} ${t.unit}` : d.value;
}

export function details(view: PropertyDraft): Html | null {
  if (view.details.length === 0) return null;
  const groups = new Map<string, PropertyDraft['details']>();
  for (const d of view.details) {
    const name = d.propertyDetailType.propertyDetailCategory.name;
    groups.set(name, [...(groups.get(name) ?? []), d]);
  }
  return html`<section class="block"><h2>Detalles</h2>${[...groups].map(
    ([name, items]) => html`<h3>${name}</h3><dl class="details">${items.map((d) => html`<div><dt>${d.propertyDetailType.name}</dt><dd>${detailValue(d)}</dd></div>`)}</dl>`,
  )}</section>`;
}

export function description(view: PropertyDraft): Html {
  const body = descriptionHtml(view.description);
  return html`<section class="block"><h2>Descripción</h2>${body ? html`<div class="rich">${body}</div>` : html`<p>Aún no hay una descripción de la propiedad.</p>`}</section>`;
}

/** Links to the point on OpenStreetMap and Google Maps: no map script, nothing to switch on. */
export function location(view: PropertyDraft): Html | null {
  const geo = view.address.geolocation;
  if (!geo) return null;
  const { latitude: lat, longitude: lon } = geo;
  const place = [view.address.address, view.address.location?.name, view.address.countryState?.name].filter(Boolean).join(', ');
  return html`<section class="block"><h2>Ubicación</h2><div class="map"><p>${place}</p><p class="links">
<a class="btn ghost" href="https://www.openstreetmap.org/?mlat=${lat}&amp;mlon=${lon}#map=16/${lat}/${lon}" target="_blank" rel="noopener">Ver en el mapa</a>
<a class="btn ghost" href="https://www.google.com/maps/dir/?api=1&amp;destination=${lat},${lon}" target="_blank" rel="noopener">Cómo llegar</a></p></div></section>`;
}

/** A nearby place as the draft view builds it (the contract types the list loosely). */
interface NearbyPlace {
  name: string;
  address: string | null;
  distanceInKm: number | null;
  walkingTimeInMinutes: number | null;
  vehicleTimeInMinutes: number | null;
  nearbyPlaceType: { name: string };
}

export function nearby(view: PropertyDraft): Html | null {
  const list = view.nearbyPlaces as NearbyPlace[];
  if (list.length === 0) return null;
  const groups = new Map<string, NearbyPlace[]>();
  for (const p of list) groups.set(p.nearbyPlaceType.name, [...(groups.get(p.nearbyPlaceType.name) ?? []), p]);
  const time = (p: NearbyPlace) =>
    p.walkingTimeInMinutes !== null && p.walkingTimeInMinutes < 10
      ? `${p.walkingTimeInMinutes} min a pie`
      : p.vehicleTimeInMinutes !== null
        ? `${p.vehicleTimeInMinutes} min en carro`
        : null;
  return html`<section class="block"><h2>Lugares cercanos</h2>${[...groups].map(
    ([name, places]) => html`<h3>${name}</h3><ul class="places">${places.map(
      (p) => html`<li><strong>${p.name}</strong>${p.address ? html`<span>${p.address}</span>` : null}<span class="muted">${[p.distanceInKm !== null ? `${p.distanceInKm.toLocaleString('es-VE', { maximumFractionDigits: 1 })} km` : null, time(p)].filter(Boolean).join(' · ')}</span></li>`,
    )}</ul>`,
  )}</section>`;
}

export function video(view: PropertyDraft): Html | null {
  if (!view.video) return null;
  return html`<section class="block"><h2>Video</h2><video class="video" controls preload="none" playsinline${view.video.thumbnail ? html` poster="${view.video.thumbnail}"` : null}><source src="${view.video.url}" type="${view.video.format}"><a href="${view.video.url}">Ver el video</a></video></section>`;
}

export function agentCard(agent: PageAgent, listing: { title: string; url: string } | null): Html {
  const initials = agent.fullName.split(/\s+/).slice(0, 2).map((w) => w[0] ?? '').join('').toUpperCase();
  const message = listing
    ? `Hola${agent.firstName ? ` ${agent.firstName}` : ''}, me interesa la propiedad "${listing.title}" que vi en Vitrina: ${listing.url}`
    : `Hola${agent.firstName ? ` ${agent.firstName}` : ''}, vi tus propiedades en Vitrina y me gustaría más información.`;
  return html`<div class="card agent"><div class="who">${agent.avatarUrl ? html`<img class="avatar" src="${agent.avatarUrl}" width="64" height="64" alt="">` : html`<span class="avatar" aria-hidden="true">${initials}</span>`}<div><p class="name">${agent.fullName}</p><p class="muted">Agente Inmobiliario</p></div></div>
${agent.whatsapp ? html`<a class="btn wa" href="https://wa.me/${agent.whatsapp}?text=${encodeURIComponent(message)}" target="_blank" rel="noopener">Escribir por WhatsApp</a>` : null}</div>`;
}

export function otherListings(others: OtherListing[]): Html {
  if (others.length === 0) return html``;
  return html`<section class="block"><h2>Otras propiedades del agente</h2><ul class="others">${others.map(
    (o) => html`<li><a href="/p/${encodeURIComponent(o.slug)}">${o.thumbnail ? html`<img src="${o.thumbnail}" width="596" height="446" alt="" loading="lazy">` : html`<span class="noimg"></span>`}<span class="price">${formatUsd(o.price)}</span><span>${o.title}</span><span class="muted">${operationBadge(o.operationType)}${o.place ? ` · ${o.place}` : ''}</span></a></li>`,
  )}</ul></section>`;
}
