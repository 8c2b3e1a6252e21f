import { sql, type SQL } from 'drizzle-orm';
import { PropertyStatus } from '@vitrina/contract/enums/property';
import { MATCH_MIN_SCORE, MATCH_WEIGHTS as W } from '@vitrina/contract/enums/matching';
import { TenantStatus } from '@vitrina/contract/enums/tenant';

/**
 * Matching in SQL, one statement per direction: the listing's facts (`l`) against the profiles
 * (`p`), scored in the database with the reasons taken from which criteria held. Weights and the
 * threshold are the contract's (MATCH_WEIGHTS, MATCH_MIN_SCORE); an empty criterion counts as met
 * and gives no reason. The operation type is a filter, not a score.
 */

/** A listing's facts as the scoring reads them: one row per draft, from its current values. */
export function listingFacts(where: SQL): SQL {
  return sql`
    select d.id as draft_id, d.agent_id as owner_id, d.price, d.operation_type,
      d.property_type_id as type_id, pt.name as type_name,
      d.country_state_id as state_id, cs.name as state_name,
      d.country_location_id as location_id, cl.name as location_name,
      coalesce(r.bedrooms, 0)::int as bedrooms, coalesce(r.bathrooms, 0)::int as bathrooms,
      pr.published_at
    from property_drafts d
    left join properties pr on pr.draft_id = d.id
    left join property_types pt on pt.id = d.property_type_id
    left join country_states cs on cs.id = d.country_state_id
    left join country_locations cl on cl.id = d.country_location_id
    left join lateral (
      select sum(e.quantity) filter (where pe.key = 'BEDROOM') as bedrooms, sum(e.quantity) filter (where pe.key = 'BATHROOM') as bathrooms
      from property_draft_environments e join property_environments pe on pe.id = e.environment_id
      where e.draft_id = d.id
    ) r on true
    where ${where}`;
}

/** The published listings an agent may offer: their own and those shared with them. */
export function offerableBy(agentId: string): SQL {
  return sql`pr.status = ${PropertyStatus.Published} and (d.agent_id = ${agentId}
    or d.id in (select c.draft_id from draft_collaborators c where c.agent_id = ${agentId}))`;
}

/** `cross join lateral` clauses that add `c.*` (which criteria held) and `s.score`, `s.reasons`. */
const scoring = sql`
  cross join lateral (
    select
      (p.price_min is not null or p.price_max is not null) as price_set,
      coalesce((p.price_min is null or l.price >= p.price_min) and (p.price_max is null or l.price <= p.price_max), false) as price_in,
      coalesce(p.price_max is not null and l.price > p.price_max and l.price <= p.price_max * 1.1
        and (p.price_min is null or l.price >= p.price_min), false) as price_near,
      cardinality(p.property_type_ids) > 0 as type_set,
      coalesce(l.type_id = any(p.property_type_ids), false) as type_in,
      cardinality(p.country_location_ids) > 0 as locations_set,
      cardinality(p.country_state_ids) > 0 as states_set,
      coalesce(l.location_id = any(p.country_location_ids), false) as location_in,
      coalesce(l.state_id = any(p.country_state_ids), false) as state_in,
      p.bedrooms_min is not null as bedrooms_set,
      l.bedrooms >= coalesce(p.bedrooms_min, 0) as bedrooms_in,
      p.bathrooms_min is not null as bathrooms_set,
      l.bathrooms >= coalesce(p.bathrooms_min, 0) as bathrooms_in
  ) c
  cross join lateral (
    select
      (case when not c.price_set or c.price_in then ${W.price} when c.price_near then 15 else 0 end)
      + (case when not c.locations_set and not c.states_set then ${W.location}
              when c.location_in then ${W.location}
              when c.state_in and not c.locations_set then ${W.location}
              when c.state_in then 10 else 0 end)
      + (case when not c.type_set or c.type_in then ${W.propertyType} else 0 end)
      + (case when c.bedrooms_in then ${W.bedrooms} else 0 end)
      + (case when c.bathrooms_in then ${W.bathrooms} else 0 end) as score,
      array_remove(array[
        case when c.price_set and c.price_in then 'Precio dentro del rango'
             when c.price_near then 'Precio hasta un 10 % sobre el máximo' end,
        case when c.location_in then 'En ' || l.location_name
             when c.state_in then 'En ' || l.state_name end,
        case when c.type_set and c.type_in then l.type_name end,
        case when c.bedrooms_set and c.bedrooms_in then l.bedrooms || case when l.bedrooms = 1 then ' habitación' else ' habitaciones' end end,
        case when c.bathrooms_set and c.bathrooms_in then l.bathrooms || case when l.bathrooms = 1 then ' baño' else ' baños' end end
      ]::text[], null) as reasons
  ) s`;

const operationFits = sql`(p.operation_type is null or p.operation_type = l.operation_type)`;

export interface Page {
  limit: number;
  offset: number;
}

/** The listings the agent may offer that fit the customer's profile, best first: draft ids, scores, reasons. */
export function listingsForCustomer(agentId: string, tenantId: string, pg: Page): SQL {
  return sql`
    select l.draft_id, s.score, s.reasons, count(*) over () as total
    from search_profiles p
    join (${listingFacts(offerableBy(agentId))}) l on ${operationFits}
    ${scoring}
    where p.agent_id = ${agentId} and p.tenant_id = ${tenantId} and s.score >= ${MATCH_MIN_SCORE}
    order by s.score desc, l.published_at desc nulls last, l.draft_id
    limit ${pg.limit} offset ${pg.offset}`;
}

/** The agent's active customers whose profile the draft fits, best first, with their interest in it. */
export function customersForListing(agentId: string, draftId: string, pg: Page): SQL {
  return sql`
    select p.tenant_id, t.first_name, t.last_name, t.slug, s.score, s.reasons, ti.status as interest, count(*) over () as total
    from (${listingFacts(sql`d.id = ${draftId}`)}) l
    join search_profiles p on p.agent_id = ${agentId} and ${operationFits}
    join tenant_agents ta on ta.agent_id = p.agent_id and ta.tenant_id = p.tenant_id and ta.status = ${TenantStatus.Active}
    join tenants t on t.id = p.tenant_id
    ${scoring}
    left join tenant_interests ti on ti.agent_id = p.agent_id and ti.tenant_id = p.tenant_id and ti.draft_id = l.draft_id
    where s.score >= ${MATCH_MIN_SCORE}
    order by s.score desc, t.first_name, t.last_name, t.id
    limit ${pg.limit} offset ${pg.offset}`;
}
