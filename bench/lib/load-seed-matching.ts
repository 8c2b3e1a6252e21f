/**
 * The matching row's seed (issue 12), set-based like load-seed.ts: a search profile for every
 * seeded customer (by the agent who created it), 20,000 published listings with bedrooms and
 * bathrooms, and some listings of regular agents shared with the biggest agent. Listing k belongs
 * to the biggest agent for k ≤ 5,000 (a quarter), to the other big agent for k ≤ 6,000, and round-
 * robin to the regular agents after that; one in ten of the regular agents' listings is shared
 * (read) with the biggest agent, so its customers' matches also walk shared listings.
 */
import type { SeedCounts } from './load-seed';

export const FULL_LISTINGS = 20_000;
/** 20,000 listings for 100,000 customers: the same scale as the customers. */
export const listingsOf = (c: SeedCounts) => Math.max(100, Math.round((FULL_LISTINGS * c.tenants) / 100_000));
/** Listings 1..BIG_LISTINGS belong to the biggest agent. */
export const bigListings = (listings: number) => Math.round(listings / 4);

const uuidOf = (prefix: string, expr: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
const idOf = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * The matching targets' requests as the biggest agent (its customers are the last block of
 * customer numbers): the matching customers of 100 of its listings, and the matching listings of
 * 100 of its customers.
 */
export function matchingPaths(c: SeedCounts): { listings: string[]; customers: string[] } {
  const big = bigListings(listingsOf(c));
  const lastBlock = c.bigAgents[c.bigAgents.length - 1] ?? 0;
  const first = c.tenants - lastBlock + 1;
  return {
    listings: Array.from({ length: 100 }, (_, i) => `/rest/v1/property-drafts/${idOf('d0000000', 1 + ((i * 47) % big))}/matches?limit=20`),
    customers: Array.from({ length: 100 }, (_, i) => `/rest/v1/tenants/${idOf('c0000000', first + ((i * 97) % lastBlock))}/matches?limit=20`),
  };
}

export function matchingSeedStatements(c: SeedCounts, listings: number): Array<[string, string]> {
  // Big agent i is number agents + 1 + i (load-seed.ts); the last one holds the most customers.
  const biggest = c.agents + c.bigAgents.length;
  const other = c.bigAgents.length > 1 ? c.agents + 1 : biggest;
  const big = bigListings(listings);
  const owner = `case when k <= ${big} then ${biggest} when k <= ${big + Math.round(listings / 20)} then ${other} else 1 + k % ${c.agents} end`;
  const agentUuid = (expr: string) => uuidOf('a0000000', expr);
  const locations = `(select array_agg(id order by id) as ids, array_agg(country_state_id order by id) as states from country_locations) locs`;
  const types = `(select array_agg(id order by id) as ids from property_types) types`;
  return [
    [
      'listings (drafts)',
      `insert into property_drafts (id, agent_id, status, post_status, operation_type, property_type_id, price, country_state_id, country_location_id, address, created_at, updated_at)
       select ${uuidOf('d0000000', 'k')}, ${agentUuid(owner)}, 3, 5, op, types.ids[1 + k % array_length(types.ids, 1)],
              case when op = 1 then 200 + (k * 37) % 2800 else 20000 + (k::bigint * 7919) % 480000 end,
              locs.states[li], locs.ids[li], 'Calle ' || k, now() - k * interval '3 minutes', now() - k * interval '3 minutes'
       from (select k, case when k % 3 = 0 then 1 else 2 end as op, 1 + abs(hashint4(k)) % (select count(*) from country_locations)::int as li
             from generate_series(1, ${listings}) k) g, ${locations}, ${types}`,
    ],
    [
      'listings (published)',
      `insert into properties (draft_id, agent_id, slug, status, published_at)
       select id, agent_id, 'bench-listing-' || substr(id::text, 25), 2, created_at from property_drafts where id::text like 'd0000000-%'`,
    ],
    [
      'listings (rooms)',
      `insert into property_draft_environments (draft_id, environment_id, quantity)
       select d.id, e.id, case when e.key = 'BEDROOM' then 1 + abs(hashint4(k)) % 5 else 1 + abs(hashint4(k + 7)) % 3 end
       from (select ${uuidOf('d0000000', 'k')} as id, k from generate_series(1, ${listings}) k) d
       join property_environments e on e.key in ('BEDROOM', 'BATHROOM')`,
    ],
    [
      'shared listings',
      `insert into draft_collaborators (draft_id, agent_id, permission)
       select ${uuidOf('d0000000', 'k')}, ${agentUuid(String(biggest))}, 'read'
       from generate_series(${big + Math.round(listings / 20) + 1}, ${listings}) k where k % 10 = 0`,
    ],
    [
      'search profiles',
      // Customer n wants: rent (1 in 5), any operation (1 in 5) or sale; one type (2 in 3); a price band;
      // its own state (3 in 4) and, half of those times, one locality of it; at least 1–3 bedrooms (2 in 3).
      `insert into search_profiles (agent_id, tenant_id, operation_type, property_type_ids, price_min, price_max, country_state_ids, country_location_ids, bedrooms_min, bathrooms_min)
       select ta.agent_id, ta.tenant_id, op,
              case when n % 3 = 0 then '{}'::integer[] else array[types.ids[1 + n % array_length(types.ids, 1)]] end,
              case when op = 1 then 100 + n % 1000 when n % 7 = 0 then null else 20000 + (n::bigint * 37) % 300000 end,
              case when op = 1 then 1500 + n % 2000 when n % 7 = 0 then null else 120000 + (n::bigint * 37) % 300000 end,
              case when n % 4 = 0 or t.country_state_id is null then '{}'::integer[] else array[t.country_state_id] end,
              case when n % 4 = 0 or n % 2 = 1 or t.country_state_id is null then '{}'::integer[]
                   else array_remove(array[(select l.id from country_locations l where l.country_state_id = t.country_state_id order by l.id limit 1 offset n % 3)], null) end,
              case when n % 3 = 0 then null else 1 + n % 3 end,
              case when n % 2 = 0 then 1 end
       from (select ta.*, ('x' || substr(ta.tenant_id::text, 25))::bit(48)::bigint as n from tenant_agents ta) ta
       join tenants t on t.id = ta.tenant_id,
       ${types},
       lateral (select case when n % 5 = 0 then 1 when n % 5 = 1 then null else 2 end as op) o`,
    ],
  ];
}
