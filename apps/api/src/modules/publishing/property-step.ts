import { randomBytes } from 'node:crypto';
import { publishCheck } from '@vitrina/contract/schemas/publish-check';
import { MilestoneType, recordMilestone } from '../../lib/milestones';
import { normalizeText } from '../../lib/search-text';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import type { PropertyRow, PublishingRepository } from './publishing.repository';
import { PropertyStatus } from '@vitrina/contract/enums/property';

/** 'Apartamento en venta en Chacao' → 'apartamento-en-venta-en-chacao-3f2a9c'. */
export function slugOf(title: string | null): string {
  const base = normalizeText(title ?? 'propiedad')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'propiedad'}-${randomBytes(3).toString('hex')}`;
}

export type PropertyOutcome = { property: PropertyRow } | { error: string };

/**
 * Step 1: the published listing. Created once per draft (the draft id is unique in `properties`)
 * with a readable unique slug, together with milestone 4, in one transaction.
 */
export async function ensureProperty(repo: PublishingRepository, view: PropertyDraft): Promise<PropertyOutcome> {
  const existing = await repo.property(view.propertyDraftId);
  if (existing) return { property: existing };
  const items = publishCheck(view);
  if (items.length > 0) return { error: `No se pudo publicar la propiedad: ${items.map((i) => i.message).join('; ')}.` };
  for (let tries = 0; tries < 5; tries++) {
    const slug = slugOf(view.title);
    const created = await repo.transaction(async (tx) => {
      const [row] = await repo.insertProperty(tx, { draftId: view.propertyDraftId, agentId: view.agentId, slug, status: PropertyStatus.Publishing });
      if (row) await recordMilestone(tx, view.agentId, MilestoneType.PropertyCreated);
      return row ?? null;
    });
    if (created) return { property: created };
    const raced = await repo.property(view.propertyDraftId);
    if (raced) return { property: raced };
  }
  return { error: 'No se pudo crear la publicación de la propiedad. Vuelve a intentarlo.' };
}
