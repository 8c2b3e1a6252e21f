import { appError } from '../../lib/errors';
import { DETAIL_SPECS, type DetailKind } from './property-catalogues.data';

const NUMBER = /^-?\d+([.,]\d+)?$/;
const es = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });

const invalid = (message: string) => appError('VALIDATION_ERROR', undefined, { value: message });

/**
 * Checks a detail's value against its type's kind and answers the value to store:
 * 'true' for a yes/no detail, a plain number ('120.5') for a number, one of the options for a choice.
 * Throws a 400 VALIDATION_ERROR with a Spanish message on `value` otherwise.
 */
export function detailValueToStore(type: { type: string; kind: string; options: string[] | null }, raw: string): string {
  const value = raw.trim();
  const kind = type.kind as DetailKind;
  if (kind === 'boolean') {
    if (value !== 'true') throw invalid('Este detalle solo se activa o se desactiva');
    return value;
  }
  if (kind === 'choice') {
    const options = type.options ?? [];
    const match = options.find((o) => o.localeCompare(value, 'es', { sensitivity: 'base' }) === 0);
    if (!match) throw invalid(`Elige una de las opciones: ${options.join(', ')}`);
    return match;
  }
  if (kind === 'number') {
    if (!NUMBER.test(value)) throw invalid('El valor debe ser un número');
    const n = Number(value.replace(',', '.'));
    const spec = DETAIL_SPECS.get(type.type);
    const bounds = spec?.kind === 'number' ? spec : { min: 0, max: 1_000_000_000, integer: false };
    if (bounds.integer && !Number.isInteger(n)) throw invalid('El valor debe ser un número entero');
    if (n < bounds.min || n > bounds.max) {
      throw invalid(`El valor debe estar entre ${es.format(bounds.min)} y ${es.format(bounds.max)}`);
    }
    return String(Math.round(n * 100) / 100);
  }
  return value;
}
