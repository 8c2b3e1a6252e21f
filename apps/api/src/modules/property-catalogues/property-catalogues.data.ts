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

export const ENVIROMENT_GROUPS: Array<{ key: string; name: string; children: Array<[key: string, name: string, short: string]> }> = [
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
      ['LAUNDRY', 'Lavandero', 'lavandero'],
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

export const DETAIL_CATEGORIES: Array<{ key: string; name: string; types: Array<[type: string, name: string]> }> = [
  {
    key: 'FEATURES',
    name: 'Características',
    types: [
      ['SIZE', 'Área de construcción (m²)'],
      ['LAND_SIZE', 'Área del terreno (m²)'],
      ['BUILD_YEAR', 'Año de construcción'],
      ['FLOOR', 'Piso'],
      ['FURNISHED', 'Amoblado'],
      ['CONDITION', 'Estado del inmueble'],
      ['ORIENTATION', 'Orientación'],
    ],
  },
  {
    key: 'AMENITIES',
    name: 'Comodidades',
    types: [
      ['ELEVATOR', 'Ascensor'],
      ['SECURITY', 'Vigilancia'],
      ['GYM', 'Gimnasio'],
      ['PLAYGROUND', 'Parque infantil'],
      ['SOCIAL_ROOM', 'Salón de fiestas'],
      ['AIR_CONDITIONING', 'Aire acondicionado'],
      ['PARKING', 'Estacionamiento'],
    ],
  },
  {
    key: 'SERVICES',
    name: 'Servicios',
    types: [
      ['WATER', 'Agua'],
      ['WATER_TANK', 'Tanque de agua'],
      ['ELECTRIC_PLANT', 'Planta eléctrica'],
      ['GAS', 'Gas'],
      ['INTERNET', 'Internet'],
      ['CONDO_FEE', 'Condominio mensual (USD)'],
    ],
  },
  {
    key: 'RULES',
    name: 'Limitaciones',
    types: [
      ['PETS', 'Mascotas'],
      ['SMOKING', 'Fumar'],
      ['CHILDREN', 'Niños'],
      ['MAX_OCCUPANTS', 'Máximo de ocupantes'],
      ['MIN_LEASE', 'Tiempo mínimo de alquiler'],
      ['DEPOSIT', 'Depósito de garantía'],
    ],
  },
];

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
