import type { Network, SocialPostValues } from './social-values';

/**
 * The unsaved copy of a post form, per draft and network, kept in localStorage so that what the
 * agent chose or typed survives switching tools, a reload and a failed save.
 */
const keyOf = (propertyDraftId: string, network: Network) => `vitrina:social-post:${propertyDraftId}:${network}`;

const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readCopy(propertyDraftId: string, network: Network): SocialPostValues | null {
  try {
    const raw = window.localStorage.getItem(keyOf(propertyDraftId, network));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SocialPostValues> | null;
    if (!value || typeof value.caption !== 'string' || !isList(value.imagesUrls) || !isList(value.pagesIds)) return null;
    return { imagesUrls: value.imagesUrls, caption: value.caption, pagesIds: value.pagesIds };
  } catch {
    return null;
  }
}

/** False when the browser refuses to store it (private mode, full storage). */
export function writeCopy(propertyDraftId: string, network: Network, values: SocialPostValues): boolean {
  try {
    window.localStorage.setItem(keyOf(propertyDraftId, network), JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

export function clearCopy(propertyDraftId: string, network: Network): void {
  try {
    window.localStorage.removeItem(keyOf(propertyDraftId, network));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
