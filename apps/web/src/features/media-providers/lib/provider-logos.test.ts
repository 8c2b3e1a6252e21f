import { describe, expect, it } from 'vitest';
import { providerLogo } from './provider-logos';

describe('providerLogo', () => {
  it('draws the logos of the listed providers from the page itself, with no request', () => {
    for (const name of ['facebook', 'google-calendar', 'instagram']) {
      const logo = providerLogo(`/images/providers/${name}.svg`);
      expect(logo).toMatch(/^data:image\/svg\+xml/);
      expect(decodeURIComponent(logo)).toContain('<svg');
    }
  });

  it('keeps the address the server gives any other provider, so its logo still shows', () => {
    expect(providerLogo('/images/providers/tiktok.svg')).toBe('/images/providers/tiktok.svg');
  });
});
