import { MATCH_ALERT_PREVIEW, type InterestStatus, type SearchProfileBody } from '@vitrina/contract/schemas/matching';
import {
  PROFILE_LOCATION_MESSAGE,
  PROFILE_PROPERTY_TYPE_MESSAGE,
  PROFILE_STATE_MESSAGE,
} from '@vitrina/contract/enums/matching';
import { TenantEventType } from '@vitrina/contract/enums/tenant';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { fullName } from '../../lib/agent-view';
import { collaborationRepository } from '../collaboration/collaboration.repository';
import { accessOf } from '../collaboration/draft-access';
import { tenantWrites } from '../tenants/tenants.repository';
import { tenantNotFound } from '../tenants/tenants.service';
import { matchingRepository } from './matching.repository';
import type { Page } from './matching.sql';
import { toCard, toCustomerMatch, toInterest, toProfile } from './matching-view';

const draftNotFound = () => appError('PROPERTY_DRAFT_NOT_FOUND');

/** Search profiles, matching both ways and interests (issue 12). Every call is scoped to the calling agent. */
export function matchingService(deps: { db: Db; baseUrl: string }) {
  const repo = matchingRepository(deps.db);
  const access = collaborationRepository(deps.db);

  async function ownCustomer(agentId: string, tenantId: string) {
    if (!isUuid(tenantId) || !(await repo.linked(agentId, tenantId))) throw tenantNotFound();
  }

  /** A draft the agent may see (their own or shared with them), else 404. */
  async function readableDraft(agentId: string, draftId: string) {
    if (!isUuid(draftId) || !accessOf(agentId, await access.accessToDraft(agentId, draftId))) throw draftNotFound();
  }

  /** Unknown ids, and localities outside the chosen states, as the validation error's fields. */
  async function checkIds(body: SearchProfileBody) {
    const known = await repo.knownIds(body.propertyTypes, body.countryStates, body.countryLocations);
    const fields: Record<string, string> = {};
    body.propertyTypes.forEach((id, i) => {
      if (!known.types.has(id)) fields[`propertyTypes.${i}`] = PROFILE_PROPERTY_TYPE_MESSAGE;
    });
    body.countryStates.forEach((id, i) => {
      if (!known.states.has(id)) fields[`countryStates.${i}`] = PROFILE_STATE_MESSAGE;
    });
    body.countryLocations.forEach((id, i) => {
      const state = known.locations.get(id);
      if (state === undefined || !body.countryStates.includes(state)) fields[`countryLocations.${i}`] = PROFILE_LOCATION_MESSAGE;
    });
    if (Object.keys(fields).length) throw appError('VALIDATION_ERROR', undefined, fields);
  }

  async function cardsOf(draftIds: string[]) {
    const rows = await repo.cards(draftIds);
    return new Map(rows.map((r) => [r.draft_id, toCard(r, deps.baseUrl)]));
  }

  return {
    async profile(agentId: string, tenantId: string) {
      await ownCustomer(agentId, tenantId);
      const row = await repo.profile(agentId, tenantId);
      return row ? toProfile(row) : null;
    },

    async saveProfile(agentId: string, tenantId: string, body: SearchProfileBody) {
      await ownCustomer(agentId, tenantId);
      await checkIds(body);
      const row = await repo.saveProfile(agentId, tenantId, {
        operationType: body.operationType,
        propertyTypeIds: body.propertyTypes,
        priceMin: body.priceMin,
        priceMax: body.priceMax,
        countryStateIds: body.countryStates,
        countryLocationIds: body.countryLocations,
        bedroomsMin: body.bedroomsMin,
        bathroomsMin: body.bathroomsMin,
      });
      return toProfile(row);
    },

    /** The listings the agent may offer that fit the customer, best first (none without a profile). */
    async listingMatches(agentId: string, tenantId: string, pg: Page) {
      await ownCustomer(agentId, tenantId);
      const rows = await repo.listingMatches(agentId, tenantId, pg);
      const total = rows.length ? Number(rows[0]!.total) : pg.offset > 0 ? Number((await repo.listingMatches(agentId, tenantId, { limit: 1, offset: 0 }))[0]?.total ?? 0) : 0;
      const ids = rows.map((r) => r.draft_id);
      const [cards, interests] = await Promise.all([cardsOf(ids), repo.interestsIn(agentId, tenantId, ids)]);
      const data = rows.map((r) => ({
        ...cards.get(r.draft_id)!,
        score: Number(r.score),
        reasons: r.reasons,
        interest: interests.find((i) => i.draftId === r.draft_id)?.status ?? null,
      }));
      return { data, total };
    },

    /** The caller's customers whose profile the draft fits, best first. */
    async customerMatches(agentId: string, draftId: string, pg: Page) {
      const rows = await repo.customerMatches(agentId, draftId, pg);
      const total = rows.length ? Number(rows[0]!.total) : pg.offset > 0 ? Number((await repo.customerMatches(agentId, draftId, { limit: 1, offset: 0 }))[0]?.total ?? 0) : 0;
      return { data: rows.map(toCustomerMatch), total };
    },

    async interests(agentId: string, tenantId: string, pg: Page) {
      await ownCustomer(agentId, tenantId);
      const { rows, total } = await repo.interests(agentId, tenantId, pg);
      const cards = await cardsOf(rows.map((r) => r.draftId));
      return { data: rows.map((r) => toInterest(r, cards.get(r.draftId)!)), total };
    },

    /** Links a listing to the customer or changes where they stand; a new or changed status goes to the timeline (event 10). */
    async saveInterest(agentId: string, tenantId: string, draftId: string, status: InterestStatus) {
      await ownCustomer(agentId, tenantId);
      await readableDraft(agentId, draftId);
      const card = (await cardsOf([draftId])).get(draftId)!;
      const row = await repo.transaction(async (tx) => {
        const before = await repo.interest(tx, agentId, tenantId, draftId, true);
        const saved = await repo.saveInterest(tx, agentId, tenantId, draftId, status);
        if (before?.status !== status) {
          await tenantWrites.addActivity(tx, tenantId, agentId, TenantEventType.InterestRecorded, agentId, {
            propertyId: card.propertyId,
            subject: card.title,
            interestStatus: status,
          });
        }
        return saved;
      });
      return toInterest(row, card);
    },

    async deleteInterest(agentId: string, tenantId: string, draftId: string) {
      await ownCustomer(agentId, tenantId);
      if (!isUuid(draftId) || !(await repo.deleteInterest(agentId, tenantId, draftId))) throw appError('INTEREST_NOT_FOUND');
    },

    async alerts(agentId: string, pg: Page) {
      const { rows, total } = await repo.alerts(agentId, pg);
      const tenantIds = [...new Set(rows.flatMap((a) => a.customers.map((c) => c.tenantId)))];
      const [cards, customers] = await Promise.all([cardsOf(rows.map((a) => a.draftId)), repo.activeCustomers(agentId, tenantIds)]);
      const data = rows.map((a) => ({
        alertId: a.id,
        listing: cards.get(a.draftId)!,
        matchCount: a.matchCount,
        customers: a.customers.flatMap((c) => {
          const t = customers.find((x) => x.tenantId === c.tenantId);
          return t ? [{ tenantId: c.tenantId, fullName: fullName(t.firstName, t.lastName), slug: t.slug, score: c.score, reasons: c.reasons }] : [];
        }),
        createdAt: a.createdAt.toISOString(),
      }));
      return { data, total };
    },

    async dismissAlert(agentId: string, alertId: string) {
      if (!isUuid(alertId) || !(await repo.dismissAlert(agentId, alertId))) throw appError('MATCH_ALERT_NOT_FOUND');
    },

    /**
     * After a listing is published: the owner's matching customers, stored as an alert (once per
     * job). Answers what to tell the agent, or null when nobody matches or it was already stored.
     */
    async recordAlert(draftId: string, jobId: string) {
      const draft = await repo.draftOwner(draftId);
      if (!draft) return null;
      const rows = await repo.customerMatches(draft.owner_id, draftId, { limit: MATCH_ALERT_PREVIEW, offset: 0 });
      if (rows.length === 0) return null;
      const customers = rows.map(toCustomerMatch);
      const alert = await repo.insertAlert({
        agentId: draft.owner_id,
        draftId,
        propertyId: draft.property_id,
        jobId,
        matchCount: Number(rows[0]!.total),
        customers: customers.map((c) => ({ tenantId: c.tenantId, score: c.score, reasons: c.reasons })),
      });
      if (!alert) return null;
      const [agent, cards] = await Promise.all([repo.agentContact(draft.owner_id), cardsOf([draftId])]);
      return agent ? { agent, listing: cards.get(draftId)!, matchCount: alert.matchCount, customers } : null;
    },
  };
}

export type MatchingService = ReturnType<typeof matchingService>;
