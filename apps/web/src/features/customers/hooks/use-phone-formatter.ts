import { useEffect, useState } from 'react';
import type { FormatPhone } from '../lib/format-phone';
import { loadedPhoneFormatter, loadPhoneFormatter, plainPhone } from '../lib/phone-formatter';

/**
 * lib/format-phone's formatter, loaded on demand: null while it loads (the caller shows its
 * skeleton), a plain '+code number' when it could not load.
 */
export function usePhoneFormatter(): FormatPhone | null {
  const [format, setFormat] = useState<{ formatPhone: FormatPhone } | null>(() => {
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
