/** Lowercase without accents or extra spaces: 'José  Núñez' → 'jose nunez'. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Joins the searchable parts of a record into one normalised text. */
export function searchText(parts: Array<string | null | undefined>): string {
  return normalizeText(parts.filter(Boolean).join(' '));
}

/** A LIKE pattern that finds the normalised query anywhere, with its wildcards escaped. */
export function containsPattern(query: string): string | null {
  const q = normalizeText(query);
  if (!q) return null;
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
