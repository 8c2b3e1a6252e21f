import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a picked file (its preview), made while the file is shown and released when
 * the file changes or the component goes. Null until it is ready and while there is no file.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return blob && current?.blob === blob ? current.url : null;
}
