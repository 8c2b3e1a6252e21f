import { sql, type SQL } from 'drizzle-orm';
import { PropertyStatus } from '@vitrina/contract/enums/property';
import { MATCH_MIN_SCORE, MATCH_WEIGHTS as W } from '@vitrina/contract/enums/matching';
import { TenantStatus } from '@vitrina/contract/enums/tenant';

/**
 * Matching in SQL, one statement per direction: the listing's facts (`l`) against the profiles
 * (`p`), scored in the database with the reasons taken from which criteria held. Weights and the
 * threshold are the contract's (MATCH_WEIGHTS, MATCH_MIN_SCORE); an empty criterion counts as met
 * and gives no reason. The operation type and the price limit are filters before any score.
 */

/** A listing's own columns and catalogue names, from draft `d` (no rooms): what price, type and place are scored on. */
const draftColumns = sql`d.id as draft_id, d.agent_id as owner_id, d.price, d.operation_type,
      d.property_type_id as type_id, pt.name as type_name,
      d.country_state_id as state_id, cs.name as state_name,
      d.country_location_id as location_id, cl.name as location_name`;

const catalogueNames = sql`
    left join property_types pt on pt.id = d.property_type_id
    left join country_states cs on cs.id = d.country_state_id
    left join country_locations cl on cl.id = d.country_location_id`;

/** `left join lateral` that adds `r.bedrooms` and `r.bathrooms` of the draft `${draftId}` (null without any). */
function roomsOf(draftId: SQL): SQL {
  return sql`left join lateral (
      select sum(e.quantity) filter (where pe.key = 'BEDROOM') as bedrooms, sum(e.quantity) filter (where pe.key = 'BATHROOM') as bathrooms
      from property_draft_environments e join property_environments pe on pe.id = e.environment_id
      where e.draft_id = ${draftId}
    ) r on true`;
}

const roomColumns = sql`coalesce(r.bedrooms, 0)::int as bedrooms, coalesce(r.bathrooms, 0)::int as bathrooms`;

/**
 * A listing's facts as the scoring reads them: one row per draft, from its current values. `from`
 * names the draft `d` (and may join what the condition needs); the rooms are summed only for the
 * drafts the condition keeps.
 */
export function listingFacts(where: SQL, from: SQL = sql`property_drafts d`): SQL {
  return sql`
    select ${draftColumns}, ${roomColumns}, pr.published_at
    from ${from}
    left join properties pr on pr.draft_id = d.id
    ${catalogueNames}
    ${roomsOf(sql`d.id`)}
    where ${where}`;
}

/** The columns of a listing that price, place, type and operation are read from. */
interface Place {
  price: SQL;
  operationType: SQL;
  typeId: SQL;
  stateId: SQL;
  locationId: SQL;
}
/** A listing row `l` of listingFacts. */
const listingPlace: Place = {
  price: sql`l.price`,
  operationType: sql`l.operation_type`,
  typeId: sql`l.type_id`,
  stateId: sql`l.state_id`,
  locationId: sql`l.location_id`,
};
/** A draft `d`, before its facts are read. */
const draftPlace: Place = {
  price: sql`d.price`,
  operationType: sql`d.operation_type`,
  typeId: sql`d.property_type_id`,
  stateId: sql`d.country_state_id`,
  locationId: sql`d.country_location_id`,
};

/** The points of price, location and type that the profile `p` gives the listing `x` (the score without the rooms). */
function placePoints(x: Place): SQL {
  return sql`(case when (p.price_min is null and p.price_max is null)
              or coalesce((p.price_min is null or ${x.price} >= p.price_min) and (p.price_max is null or ${x.price} <= p.price_max), false) then ${W.price}
            when coalesce(p.price_max is not null and ${x.price} > p.price_max and ${x.price} * 10 <= p.price_max * 11
              and (p.price_min is null or ${x.price} >= p.price_min), false) then 15 else 0 end)
      + (case when cardinality(p.country_location_ids) = 0 and cardinality(p.country_state_ids) = 0 then ${W.location}
              when coalesce(${x.locationId} = any(p.country_location_ids), false) then ${W.location}
              when coalesce(${x.stateId} = any(p.country_state_ids), false) and cardinality(p.country_location_ids) = 0 then ${W.location}
              when coalesce(${x.stateId} = any(p.country_state_ids), false) then 10 else 0 end)
      + (case when cardinality(p.property_type_ids) = 0 or coalesce(${x.typeId} = any(p.property_type_ids), false) then ${W.propertyType} else 0 end)`;
}

/**
 * The price limit, as hard as the operation: a listing under the profile's minimum, or over its
 * maximum by more than 10 % (price × 10 > max × 11, exact in bigint), never fits, whatever else
 * it meets. Profiles and listings are both in USD. A listing without a price ('Precio a
 * consultar') is not over any limit: it scores no price points instead.
 */
function priceFits(x: Place): SQL {
  return sql`(p.price_min is null or ${x.price} is null or ${x.price} >= p.price_min)
    and (p.price_max is null or ${x.price} is null or ${x.price} * 10 <= p.price_max * 11)`;
}

/**
 * Whether the profile `p` can still match the listing `x` before its rooms are read: the operation
 * and the price limit hold, and price, place and type give at least the threshold less what
 * bedrooms and bathrooms could add. Filtering on it first leaves out only listings whose full
 * score is under the threshold.
 */
function mayMatch(x: Place): SQL {
  return sql`(p.operation_type is null or p.operation_type = ${x.operationType})
    and ${priceFits(x)}
    and ${placePoints(x)} >= ${MATCH_MIN_SCORE - W.bedrooms - W.bathrooms}`;
}

/** `cross join lateral` clauses that add `c.*` (which criteria held) and `s.score`, `s.reasons`. */
const scoring = sql`
  cross join lateral (
    select
      (p.price_min is not null or p.price_max is not null) as price_set,
      coalesce((p.price_min is null or l.price >= p.price_min) and (p.price_max is null or l.price <= p.price_max), false) as price_in,
      coalesce(p.price_max is not null and l.price > p.price_max and l.price * 10 <= p.price_max * 11
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
      ${placePoints(listingPlace)}
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

export interface Page {
  limit: number;
  offset: number;
}

/**
 * The listings the agent may offer that fit the customer's profile, best first: draft ids, scores,
 * reasons. Offered: Published, and the agent's own or shared with them, read as two index look-ups
 * (own drafts by agent, shared ones by collaborator) rather than one scan of every draft.
 */
export function listingsForCustomer(agentId: string, tenantId: string, pg: Page): SQL {
  const offered = (who: SQL, from?: SQL) => listingFacts(sql`${who} and pr.status = ${PropertyStatus.Published} and ${mayMatch(draftPlace)}`, from);
  return sql`
    select l.draft_id, s.score, s.reasons, count(*) over () as total
    from search_profiles p
    cross join lateral (
      ${offered(sql`d.agent_id = ${agentId}`)}
      union all
      ${offered(sql`c.agent_id = ${agentId} and d.agent_id <> ${agentId}`, sql`draft_collaborators c join property_drafts d on d.id = c.draft_id`)}
    ) l
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
    join search_profiles p on p.agent_id = ${agentId} and ${mayMatch(listingPlace)}
    join tenant_agents ta on ta.agent_id = p.agent_id and ta.tenant_id = p.tenant_id and ta.status = ${TenantStatus.Active}
    join tenants t on t.id = p.tenant_id
    ${scoring}
    left join tenant_interests ti on ti.agent_id = p.agent_id and ti.tenant_id = p.tenant_id and ti.draft_id = l.draft_id
    where s.score >= ${MATCH_MIN_SCORE}
    order by s.score desc, t.first_name, t.last_name, t.id
    limit ${pg.limit} offset ${pg.offset}`;
}
