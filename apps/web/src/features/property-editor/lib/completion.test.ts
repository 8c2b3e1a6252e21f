import { describe, expect, it } from 'vitest';
import { makeDetail, makeDraft, makeEnvironment, makeFacebookPost, makeImage, makeInstagramPost } from '../../../test/property-draft-fixture';
import { completion, sectionFrom } from './completion';

describe('editor menu checks', () => {
  it('marks nothing complete on an empty draft', () => {
    expect(Object.values(completion(makeDraft())).some(Boolean)).toBe(false);
  });

  it('needs both type and price for Propiedad', () => {
    const type = { propertyTypeId: 1, name: 'Casa' };
    expect(completion(makeDraft({ propertyType: type })).basic_details).toBe(false);
    expect(completion(makeDraft({ price: 1000 })).basic_details).toBe(false);
    expect(completion(makeDraft({ propertyType: type, price: 1000 })).basic_details).toBe(true);
  });

  it('needs one environment with a quantity', () => {
    expect(completion(makeDraft({ enviroments: [makeEnvironment(1, 'Habitaciones', 0)] })).enviroments).toBe(false);
    expect(completion(makeDraft({ enviroments: [makeEnvironment(1, 'Habitaciones', 2)] })).enviroments).toBe(true);
  });

  it('splits details, services and rules by category', () => {
    const onlyServices = completion(makeDraft({ details: [makeDetail('WATER', 'Agua', 'Servicios')] }));
    expect(onlyServices).toMatchObject({ details: false, services: true, rules: false });
    const onlyRules = completion(makeDraft({ details: [makeDetail('PETS', 'Mascotas', 'Limitaciones')] }));
    expect(onlyRules).toMatchObject({ details: false, services: false, rules: true });
    const feature = completion(makeDraft({ details: [makeDetail('SIZE', 'Área', 'Características', '120')] }));
    expect(feature).toMatchObject({ details: true, services: false, rules: false });
  });

  it('needs address text for Dirección', () => {
    const address = { countryState: null, location: null, geolocation: null };
    expect(completion(makeDraft({ address: { ...address, address: '  ' } })).location).toBe(false);
    expect(completion(makeDraft({ address: { ...address, address: 'Av. Principal' } })).location).toBe(true);
  });

  it('needs an image and a thumbnail for Imágenes, a video for Video, a post for the networks', () => {
    expect(completion(makeDraft({ media: [makeImage(0)] })).images).toBe(false);
    expect(completion(makeDraft({ media: [makeImage(0)], thumbnail: '/files/t.jpg' })).images).toBe(true);
    expect(completion(makeDraft({ video: { propertyVideoId: 'v', url: '/v.mp4', thumbnail: null, format: 'mp4' } })).video).toBe(true);
    expect(completion(makeDraft({ instagramPost: makeInstagramPost() })).instagram).toBe(true);
    expect(completion(makeDraft({ facebookPost: makeFacebookPost() })).facebook).toBe(true);
  });

  it('reads the section query parameter', () => {
    expect(sectionFrom('enviroments')).toBe('enviroments');
    expect(sectionFrom('thumbnail')).toBe('images');
    expect(sectionFrom('nope')).toBe('basic_details');
    expect(sectionFrom(null)).toBe('basic_details');
  });
});
