import type { Db } from '../../db/client';

/** The leads module's own writes run in one transaction (the listing comes from the drafts service). */
export function leadsRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}
