/**
 * A Venezuelan number as shown, '+58 412-700-0001', without libphonenumber (~29 KB gzipped): most
 * of an agent's customers have one, and their pages need not load the library for it (issue 15).
 * Null for any other number (another country, another length): phone.ts `formatPhone` formats
 * those with the library.
 */
export function formatVenezuelanPhone(code: string, number: string): string | null {
  const c = (code ?? '').replace(/\D/g, '');
  const n = (number ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return c === '58' && n.length === 10 ? `+58 ${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}` : null;
}
