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

/** First letter upper case, the rest lower case (spec 1 §5). */
export function capitalizeName(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  return trimmed.charAt(0).toLocaleUpperCase('es') + trimmed.slice(1).toLocaleLowerCase('es');
}

