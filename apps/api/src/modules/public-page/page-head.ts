import { OperationType } from '@vitrina/contract/enums/property';
import { PRICE_CURRENCY } from '@vitrina/contract/format/price';
import { formatUsd, html, jsonForScript, plainText, type Html } from './html';
import type { ListingPage } from './public-page.service';

export const listingTitle = (page: ListingPage) => page.view.title ?? 'Propiedad';

/** 'Apartamento en venta en Chacao · USD 120.000 · 3 habitaciones · 2 baños · 95 m²: …description' */
export function listingSummary(page: ListingPage): string {
  const v = page.view;
  const facts = [
    formatUsd(v.price),
    v.bedrooms ? `${v.bedrooms} ${v.bedrooms === 1 ? 'habitación' : 'habitaciones'}` : null,
    v.bathrooms ? `${v.bathrooms} ${v.bathrooms === 1 ? 'baño' : 'baños'}` : null,
    v.size ? `${v.size} m²` : null,
  ].filter(Boolean);
  const place = [v.address.location?.name, v.address.countryState?.name].filter(Boolean).join(', ');
  const text = plainText(v.description, 110);
  return plainText(`${facts.join(' · ')}${place ? ` en ${place}` : ''}. ${text}`, 160);
}

/** schema.org description of the offer: the listing, its price in USD and the home it offers. */
export function listingJsonLd(page: ListingPage): Record<string, unknown> {
  const v = page.view;
  const geo = v.address.geolocation;
  const home: Record<string, unknown> = {
    '@type': 'Accommodation',
    name: listingTitle(page),
    address: {
      '@type': 'PostalAddress',
      streetAddress: v.address.address ?? undefined,
      addressLocality: v.address.location?.name,
      addressRegion: v.address.countryState?.name,
      addressCountry: 'VE',
    },
    numberOfBedrooms: v.bedrooms,
    numberOfBathroomsTotal: v.bathrooms,
    numberOfRooms: v.bedrooms,
    floorSize: v.size ? { '@type': 'QuantitativeValue', value: v.size, unitCode: 'MTK' } : undefined,
    geo: geo ? { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } : undefined,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listingTitle(page),
    description: plainText(v.description, 500) || undefined,
    url: page.url,
    datePosted: page.publishedAt?.toISOString(),
    image: page.ogImageUrl ? [page.ogImageUrl, ...page.images.map((i) => i.url)] : page.images.map((i) => i.url),
    offers: {
      '@type': 'Offer',
      price: v.price ?? undefined,
      priceCurrency: PRICE_CURRENCY,
      availability: 'https://schema.org/InStock',
      businessFunction: v.operationType === OperationType.Rent ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      seller: { '@type': 'RealEstateAgent', name: page.agent.fullName },
    },
    mainEntity: home,
  };
}

/** <title>, description, canonical, Open Graph, Twitter card and JSON-LD of a Published listing. */
export function listingHead(page: ListingPage): Html {
  const title = listingTitle(page);
  const summary = listingSummary(page);
  const image = page.ogImageUrl;
  return html`<title>${title} | Vitrina</title>
<meta name="description" content="${summary}">
<link rel="canonical" href="${page.url}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Vitrina">
<meta property="og:locale" content="es_VE">
<meta property="og:title" content="${title} · ${formatUsd(page.view.price)}">
<meta property="og:description" content="${summary}">
<meta property="og:url" content="${page.url}">
${image ? html`<meta property="og:image" content="${image}">
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${title}">` : null}
<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${title} · ${formatUsd(page.view.price)}">
<meta name="twitter:description" content="${summary}">
${image ? html`<meta name="twitter:image" content="${image}">` : null}
<script type="application/ld+json">${jsonForScript(listingJsonLd(page))}</script>`;
}
