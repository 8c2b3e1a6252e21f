import { randomBytes } from 'node:crypto';
import type { TenantRow } from './tenants.repository';
import { normalizeText } from '../../lib/search-text';

export type Shared = Pick<TenantRow, 'firstName' | 'lastName' | 'emailAddress' | 'phoneCode' | 'phoneNumber'>;

/** The searchable parts of the shared person: names, e-mail, national and full phone. */
export const sharedParts = (p: Shared) => [p.firstName, p.lastName, p.emailAddress, p.phoneNumber, `${p.phoneCode}${p.phoneNumber}`];

function slugBase(first: string, last: string): string {
  return normalizeText(`${first} ${last}`).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'cliente';
}

/** A free slug for the person: the names in ASCII and six random hex digits. */
export async function uniqueSlug(repo: { slugTaken(slug: string): Promise<boolean> }, first: string, last: string): Promise<string> {
  const base = slugBase(first, last);
  for (;;) {
    const slug = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await repo.slugTaken(slug))) return slug;
  }
}
