/** Lowercase, without accents nor the words 'estado' and 'municipio': for matching catalogue names. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(estado|municipio|parroquia)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The catalogue entry whose name matches a geocoded name, if any. */
export function matchByName<T extends { name: string }>(items: readonly T[], name: string | null): T | null {
  if (!name) return null;
  const wanted = normalizePlaceName(name);
  return (
    items.find((item) => normalizePlaceName(item.name) === wanted) ??
    items.find((item) => {
      const own = normalizePlaceName(item.name);
      return own.length > 3 && (wanted.includes(own) || own.includes(wanted));
    }) ??
    null
  );
}

/** True when a map selection can be saved (spec 3 §4): an address and non-zero coordinates. */
export function canSaveSelection(selection: { address: string; latitude: number; longitude: number } | null): boolean {
  return Boolean(selection && selection.address.trim() && selection.latitude !== 0 && selection.longitude !== 0);
}
