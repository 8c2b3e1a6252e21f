import { useEffect, useState } from 'react';
import type { formatPhone as FormatPhone } from '../lib/format-phone';
import { loadedPhoneFormatter, loadPhoneFormatter, plainPhone } from '../lib/phone-formatter';

/**
 * lib/format-phone's formatter, loaded on demand: null while it loads (the caller shows its
 * skeleton), a plain '+code number' when it could not load.
 */
export function usePhoneFormatter(): typeof FormatPhone | null {
  const [format, setFormat] = useState<{ formatPhone: typeof FormatPhone } | null>(() => {
    const formatPhone = loadedPhoneFormatter();
    return formatPhone ? { formatPhone } : null;
  });
  useEffect(() => {
    if (format) return;
    let live = true;
    loadPhoneFormatter().then(
      (formatPhone) => live && setFormat({ formatPhone }),
      () => live && setFormat({ formatPhone: plainPhone }),
    );
    return () => {
      live = false;
    };
  }, [format]);
  return format?.formatPhone ?? null;
}
