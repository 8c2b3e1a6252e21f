/** Sign-up rules that the browser needs before zod loads (no zod import here). */
const PASSWORD_MIN = 6;

/** The live checklist of the sign-up password (spec 1 §5). */
export const passwordChecks = [
  { id: 'uppercase', label: 'Al menos una letra mayúscula', test: (v: string) => /[A-ZÁÉÍÓÚÑ]/.test(v) },
  {
    id: 'digitOrSymbol',
    label: 'Al menos un número o un símbolo (!@#$%^&*)',
    test: (v: string) => /[0-9!@#$%^&*]/.test(v),
  },
  { id: 'length', label: 'Al menos 6 caracteres', test: (v: string) => v.length >= PASSWORD_MIN },
] as const;

export function passwordMeetsChecklist(value: string): boolean {
  return passwordChecks.every((check) => check.test(value));
}

/**
 * Each word with its first letter upper case and the rest lower case ('maría josé' → 'María José',
 * 'pérez-rodríguez' → 'Pérez-Rodríguez'); runs of spaces become one (spec 1 §5, issue 13).
 */
export function capitalizeName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) => word.toLocaleLowerCase('es').replace(/(^|[-'])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toLocaleUpperCase('es')))
    .join(' ');
}

