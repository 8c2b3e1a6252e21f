const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else names no record and answers that record's 404. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export const UUID_PATTERN = UUID;
