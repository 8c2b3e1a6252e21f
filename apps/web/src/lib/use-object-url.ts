import { useEffect } from 'react';

interface Shared {
  url: string;
  /** Mounted components showing it. */
  users: number;
  release?: ReturnType<typeof setTimeout>;
}

/** One `blob:` URL per file, shared by every component that shows it. */
const shared = new Map<Blob, Shared>();

function entryFor(blob: Blob): Shared {
  let entry = shared.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    shared.set(blob, entry);
  }
  return entry;
}

/**
 * A `blob:` URL for a picked file (its preview), made while the file is shown and released once no
 * component shows it (after the commit, so StrictMode's second mount keeps it). Null while there is no file.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  useEffect(() => {
    if (!blob) return;
    const entry = entryFor(blob);
    entry.users += 1;
    clearTimeout(entry.release);
    return () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.release = setTimeout(() => {
        if (entry.users > 0 || shared.get(blob) !== entry) return;
        shared.delete(blob);
        URL.revokeObjectURL(entry.url);
      });
    };
  }, [blob]);
  return blob ? entryFor(blob).url : null;
}
