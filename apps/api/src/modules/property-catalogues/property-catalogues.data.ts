/** Property catalogues, named as a Venezuelan agent says them. Keys are stable; names may be edited. */
export const PROPERTY_TYPES: Array<[key: string, name: string]> = [
  ['HOUSE', 'Casa'],
  ['APARTMENT', 'Apartamento'],
  ['TOWNHOUSE', 'Townhouse'],
  ['LAND', 'Terreno'],
  ['COMMERCIAL', 'Local comercial'],
  ['OFFICE', 'Oficina'],
  ['WAREHOUSE', 'Galpón'],
  ['FARM', 'Finca'],
  ['ROOM', 'Habitación'],
  ['PENTHOUSE', 'Penthouse'],
  ['ANNEX', 'Anexo'],
  ['BUILDING', 'Edificio'],
  ['BEACH_HOUSE', 'Casa de playa'],
  ['COUNTRY_HOUSE', 'Quinta'],
  ['PARKING_SPOT', 'Puesto de estacionamiento'],
];

export const ENVIRONMENT_GROUPS: Array<{ key: string; name: string; children: Array<[key: string, name: string, short: string]> }> = [
  {
    key: 'ROOMS',
    name: 'Habitaciones y baños',
    children: [
      ['BEDROOM', 'Habitaciones', 'hab.'],
      ['BATHROOM', 'Baños', 'baños'],
      ['HALF_BATH', 'Medios baños', 'medios baños'],
      ['MAID_ROOM', 'Habitación de servicio', 'hab. servicio'],
      ['STUDY', 'Estudio', 'estudio'],
    ],
  },
  {
    key: 'SOCIAL',
    name: 'Áreas sociales',
    children: [
      ['LIVING_ROOM', 'Sala', 'sala'],
      ['DINING_ROOM', 'Comedor', 'comedor'],
      ['KITCHEN', 'Cocina', 'cocina'],
      ['FAMILY_ROOM', 'Sala de estar', 'sala de estar'],
      ['LAUNDRY', 'Lavadero', 'lavadero'],
    ],
  },
  {
    key: 'OUTDOOR',
    name: 'Exteriores',
    children: [
      ['BALCONY', 'Balcón', 'balcón'],
      ['TERRACE', 'Terraza', 'terraza'],
      ['GARDEN', 'Jardín', 'jardín'],
      ['POOL', 'Piscina', 'piscina'],
      ['BBQ', 'Caney o parrillera', 'parrillera'],
    ],
  },
  {
    key: 'PARKING',
    name: 'Estacionamiento y depósito',
    children: [
      ['PARKING_SPOT', 'Puestos de estacionamiento', 'puestos'],
      ['STORAGE', 'Maletero', 'maletero'],
    ],
  },
];

/** How a detail's value is entered and checked (property_detail_types.kind). */
export type DetailKind = 'boolean' | 'number' | 'text' | 'choice';

/**
 * A detail type's kind. A 'boolean' is saved by its switch alone (value 'true'); a 'number' holds a
 * number within [min, max] (whole when `integer`), shown with its unit; a 'choice' one of `options`.
 */
export type DetailSpec =
  | { kind: 'boolean' }
  | { kind: 'text' }
  | { kind: 'number'; unit?: string; min: number; max: number; integer?: boolean }
  | { kind: 'choice'; options: string[] };

const yesNo: DetailSpec = { kind: 'boolean' };
const thisYear = new Date().getUTCFullYear();

export const DETAIL_CATEGORIES: Array<{ key: string; name: string; types: Array<[type: string, name: string, spec: DetailSpec]> }> = [
  {
    key: 'FEATURES',
    name: 'Características',
    types: [
      ['SIZE', 'Área de construcción', { kind: 'number', unit: 'm²', min: 1, max: 1_000_000 }],
      ['LAND_SIZE', 'Área del terreno', { kind: 'number', unit: 'm²', min: 1, max: 100_000_000 }],
      ['BUILD_YEAR', 'Año de construcción', { kind: 'number', min: 1800, max: thisYear + 5, integer: true }],
      ['FLOOR', 'Piso', { kind: 'number', min: -10, max: 200, integer: true }],
      ['FURNISHED', 'Amoblado', yesNo],
      ['CONDITION', 'Estado del inmueble', { kind: 'choice', options: ['A estrenar', 'Excelente', 'Bueno', 'Regular', 'A remodelar'] }],
      [
        'ORIENTATION',
        'Orientación',
        { kind: 'choice', options: ['Norte', 'Sur', 'Este', 'Oeste', 'Noreste', 'Noroeste', 'Sureste', 'Suroeste'] },
      ],
    ],
  },
  {
    key: 'AMENITIES',
    name: 'Comodidades',
    types: [
      ['ELEVATOR', 'Ascensor', yesNo],
      ['SECURITY', 'Vigilancia', yesNo],
      ['GYM', 'Gimnasio', yesNo],
      ['PLAYGROUND', 'Parque infantil', yesNo],
      ['SOCIAL_ROOM', 'Salón de fiestas', yesNo],
      ['AIR_CONDITIONING', 'Aire acondicionado', yesNo],
      ['PARKING', 'Estacionamiento', { kind: 'number', unit: 'puestos', min: 0, max: 999, integer: true }],
    ],
  },
  {
    key: 'SERVICES',
    name: 'Servicios',
    types: [
      ['WATER', 'Agua', yesNo],
      ['WATER_TANK', 'Tanque de agua', yesNo],
      ['ELECTRIC_PLANT', 'Planta eléctrica', yesNo],
      ['GAS', 'Gas', yesNo],
      ['INTERNET', 'Internet', yesNo],
      ['CONDO_FEE', 'Condominio mensual', { kind: 'number', unit: 'USD', min: 0, max: 1_000_000 }],
    ],
  },
  {
    key: 'RULES',
    name: 'Limitaciones',
    types: [
      ['PETS', 'Mascotas', yesNo],
      ['SMOKING', 'Fumar', yesNo],
      ['CHILDREN', 'Niños', yesNo],
      ['MAX_OCCUPANTS', 'Máximo de ocupantes', { kind: 'number', unit: 'personas', min: 1, max: 500, integer: true }],
      ['MIN_LEASE', 'Tiempo mínimo de alquiler', { kind: 'number', unit: 'meses', min: 1, max: 120, integer: true }],
      ['DEPOSIT', 'Depósito de garantía', { kind: 'number', unit: 'meses', min: 0, max: 24, integer: true }],
    ],
  },
];

/** Every detail type's spec by its key (the number bounds live here, not in the table). */
export const DETAIL_SPECS = new Map<string, DetailSpec>(DETAIL_CATEGORIES.flatMap((c) => c.types.map(([type, , spec]) => [type, spec])));

export const NEARBY_PLACE_TYPES: Array<[key: string, name: string]> = [
  ['SCHOOL', 'Colegios'],
  ['UNIVERSITY', 'Universidades'],
  ['HOSPITAL', 'Clínicas y hospitales'],
  ['PHARMACY', 'Farmacias'],
  ['SUPERMARKET', 'Supermercados'],
  ['MALL', 'Centros comerciales'],
  ['BANK', 'Bancos'],
  ['PARK', 'Parques'],
  ['TRANSPORT', 'Transporte público'],
  ['RESTAURANT', 'Restaurantes'],
];
