import type { ListingCard } from '@vitrina/contract/schemas/matching';
import { describe, expect, it } from 'vitest';
import { matchAlertMail } from './match-alert-mail';

const listing: ListingCard = {
  propertyDraftId: 'd1',
  propertyId: 'p1',
  slug: 'apartamento-chacao',
  title: 'Apartamento en venta en Chacao',
  price: 120000,
  operationType: 2,
  propertyType: { id: 1, name: 'Apartamento' },
  countryState: null,
  countryLocation: null,
  coverUrl: null,
  owner: { agentId: 'a1', fullName: 'Ana Pérez' },
};
const mail = (price: number | null) =>
  matchAlertMail({
    agentName: 'Ana',
    listing: { ...listing, price },
    matchCount: 1,
    customers: [{ fullName: 'Beatriz Núñez', slug: 'beatriz-nunez', score: 100, reasons: ['Precio dentro del rango'] }],
    webBaseUrl: 'http://vitrina.test',
  });

describe('the publish alert e-mail', () => {
  it('names the listing with its price as es-VE writes it, in the text and the HTML part', () => {
    const { text, html } = mail(120000);
    expect(text).toContain('Publicaste «Apartamento en venta en Chacao» (USD\u00a0120.000) y 1 cliente encaja con lo que busca:');
    expect(html).toContain('Publicaste «Apartamento en venta en Chacao» (USD\u00a0120.000) y 1 cliente encaja');
    expect(text + html).not.toMatch(/\$|120,000/);
  });

  it('leaves the price out when the listing has none', () => {
    expect(mail(null).text).toContain('Publicaste «Apartamento en venta en Chacao» y 1 cliente encaja');
  });
});
