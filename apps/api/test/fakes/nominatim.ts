import { startHttpFake } from './http-fake';

/** Nominatim's /search and /reverse (format=jsonv2, addressdetails=1) for a few places in Caracas. */
export async function startFakeNominatim() {
  const places = [
    {
      display_name: 'Plaza Venezuela, Avenida Libertador, Los Caobos, Caracas, Municipio Libertador, Distrito Capital, 1050, Venezuela',
      lat: '10.4996',
      lon: '-66.8836',
      address: { road: 'Avenida Libertador', suburb: 'Los Caobos', city: 'Caracas', municipality: 'Municipio Libertador', state: 'Distrito Capital', postcode: '1050', country: 'Venezuela', country_code: 've' },
    },
    {
      display_name: 'Centro Sambil, Avenida Libertador, Chacao, Municipio Chacao, Miranda, 1060, Venezuela',
      lat: '10.4893',
      lon: '-66.8528',
      address: { road: 'Avenida Libertador', city: 'Chacao', municipality: 'Municipio Chacao', state: 'Miranda', postcode: '1060', country: 'Venezuela', country_code: 've' },
    },
  ];
  const fake = await startHttpFake((req) => {
    if (req.path === '/search') {
      const q = (req.query.get('q') ?? '').toLowerCase();
      return { body: places.filter((p) => p.display_name.toLowerCase().includes(q)) };
    }
    if (req.path === '/reverse') {
      const lat = Number(req.query.get('lat'));
      const lon = Number(req.query.get('lon'));
      const near = places.find((p) => Math.abs(Number(p.lat) - lat) < 0.01 && Math.abs(Number(p.lon) - lon) < 0.01);
      return { body: near ?? { error: 'Unable to geocode' } };
    }
    return { status: 404, body: { error: 'not found' } };
  });
  return fake;
}
