import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What drizzle's prepared select carries to read its rows (pg-core select `_prepare`). */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** drizzle's choice of decoder for a selected field (its `decoder` is internal, not in its types). */
function decoderOf(field: unknown): Decoder {
  const decoderOfSql = (value: unknown) => (value as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/**
 * Reads a prepared select's rows as drizzle's `mapResultRow` does, with the per-column work done once
 * when the statement is built: which decoder reads it, where it goes in the row object, and which
 * table's nulls make a joined object null. drizzle works those out again for every value of every
 * row (each a walk of the field's prototype chain); on the customer and task lists that was 11–18% of
 * the server's time under load (bench/NOTES.md 'Session 25'). The objects are the same as drizzle's,
 * to the last null (lib/compiled-rows.test.ts compares both).
 */
export function compileRows(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    // drizzle's rule: an object of a nullable join is null when its first column is, and all its
    // columns come from that one table.
    nullableTable: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
    objectName: path[0]!,
  }));
  const readRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    let anyNullable = false;
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i]!;
      let node = result;
      for (const parent of c.parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      const value = (node[c.key] = raw === null ? null : c.decoder.mapFromDriverValue(raw));
      if (c.nullableTable === null) continue;
      anyNullable = true;
      const seen = nullify[c.objectName];
      if (seen === undefined) nullify[c.objectName] = value === null ? c.nullableTable : false;
      else if (typeof seen === 'string' && seen !== c.nullableTable) nullify[c.objectName] = false;
    }
    if (anyNullable) {
      for (const objectName in nullify) {
        const table = nullify[objectName];
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[objectName] = null;
      }
    }
    return result;
  };
  return (rows: unknown[][]) => rows.map(readRow);
}

/** The prepared select, its rows read by `compileRows` (a select without fields is left as it is). */
export function withCompiledRows<T>(prepared: T): T {
  const p = prepared as unknown as PreparedSelect;
  if (p.fields && !p.customResultMapper) p.customResultMapper = compileRows(p.fields, p.joinsNotNullableMap);
  return prepared;
}
