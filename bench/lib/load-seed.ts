/**
 * Set-based seed for the list benchmark: agents with one session token each, customers linked to
 * them, and tasks over those links, all with INSERT … SELECT generate_series so that 400,000 rows
 * take seconds, not 400,000 API calls. Ids are derived from the row number: the first
 * `tenants - sum(bigAgents)` customers are dealt round-robin to the `agents` regular agents (agent g
 * owns the customers n ≡ g mod agents, about 100 each) with their tasks; then each big agent
 * (numbers agents+1, agents+2, …) owns the next block of `bigAgents[i]` customers and three tasks
 * per customer, as an agent whose book holds thousands.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { listingsOf, matchingSeedStatements } from './load-seed-matching';

export interface SeedCounts {
  /** Regular agents, about a hundred customers each. */
  agents: number;
  /** All customers, the big agents' included. */
  tenants: number;
  /** All tasks, the big agents' included (three per customer of theirs). */
  tasks: number;
  /** Customers of each big agent. */
  bigAgents: number[];
}

export const FULL_COUNTS: SeedCounts = { agents: 1000, tenants: 100_000, tasks: 300_000, bigAgents: [2_000, 10_000] };
export const TASKS_PER_BIG_CUSTOMER = 3;

/** The agent number of the i-th big agent (0-based). */
export const bigAgentNumber = (c: SeedCounts, i: number) => c.agents + 1 + i;

/** The bearer token of agent g (1-based); the database keeps only its sha256, as the app does. */
export const agentToken = (g: number) => `bench-token-${g}`;
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const FIRST = ['María', 'José', 'Luis', 'Ana', 'Carlos', 'Andrés', 'Sofía', 'Valentina', 'Jesús', 'Ramón', 'Inés', 'Raúl', 'Mónica', 'Héctor', 'Adriana',
  'Gabriel', 'Daniela', 'Víctor', 'Lucía', 'Óscar', 'Julián', 'Verónica', 'Ángel', 'Beatriz', 'Simón', 'Camila', 'Martín', 'Isabel', 'Rubén', 'Elena'];
const LAST = ['Pérez', 'González', 'Rodríguez', 'Hernández', 'García', 'Martínez', 'López', 'Díaz', 'Sánchez', 'Ramírez', 'Núñez', 'Muñoz', 'Rojas',
  'Torres', 'Castillo', 'Álvarez', 'Méndez', 'Gutiérrez', 'Fernández', 'Romero', 'Suárez', 'Blanco', 'Márquez', 'Ortiz', 'Peña', 'Briceño', 'Chacón',
  'Quintero', 'Salazar', 'Zambrano', 'Acosta', 'Aponte', 'Barrios', 'Bello', 'Bolívar', 'Cedeño', 'Colmenares', 'Contreras', 'Delgado', 'Duarte',
  'Escalona', 'Figueroa', 'Guerrero', 'Linares', 'Lugo', 'Medina', 'Mejías', 'Molina', 'Montilla', 'Navas', 'Ochoa', 'Paredes', 'Ríos', 'Rangel',
  'Sequera', 'Toro', 'Urdaneta', 'Vargas', 'Villalobos', 'Yépez', 'Arias', 'Azuaje', 'Bastidas', 'Camacho', 'Carrero', 'Dávila', 'Echeverría',
  'Fajardo', 'Garrido', 'Hurtado', 'Infante', 'Jiménez', 'Leal', 'Mata', 'Nieves', 'Olivares', 'Pacheco', 'Requena', 'Silva',
  // A second Pérez: 2 of 80 surnames, so about 5% of customers carry it (searching 'perez' finds ~100 of 2,000 and ~500 of 10,000).
  'Pérez'];
const TITLES = ['Llamar para confirmar la visita', 'Enviar el contrato de arrendamiento', 'Reunión en la oficina de Chacao', 'Visita al apartamento en El Cafetal',
  'Seguimiento de la oferta', 'Enviar fotos del inmueble por WhatsApp', 'Revisar los documentos del cliente', 'Negociar el precio de venta',
  'Firma del contrato en la notaría', 'Entrega de llaves en Altamira'];
const DESCRIPTIONS = ['El cliente pidió que lo llamen después de las 3 p. m.', 'Llevar la cédula y el RIF actualizados.',
  'Preguntar si aceptan mascotas y si el estacionamiento es techado.', 'Confirmar el monto de la inicial y la fecha de mudanza.',
  'Avisar al conserje del edificio antes de llegar.', 'Enviar el avalúo y la ficha catastral por correo electrónico.'];

// translate() then lower() is what normalizeText does to these letters (NFD, drop marks, lowercase).
const ACCENTED = 'áéíóúüñÁÉÍÓÚÜÑ';
const PLAIN = 'aeiouunAEIOUUN';
const norm = (expr: string) => `lower(translate(${expr}, '${ACCENTED}', '${PLAIN}'))`;
const arr = (items: string[]) => `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const uuidOf = (prefix: string, expr: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
const agentUuid = (expr: string) => uuidOf('a0000000', expr);
const tenantUuid = (expr: string) => uuidOf('c0000000', expr);

/** The agent number owning customer n: regular agents round-robin, then each big agent's block. */
function ownerOf(c: SeedCounts, n: string): string {
  const regular = c.tenants - c.bigAgents.reduce((a, b) => a + b, 0);
  let end = regular;
  const blocks = c.bigAgents.map((size, i) => {
    end += size;
    return `when ${n} <= ${end} then ${bigAgentNumber(c, i)}`;
  });
  return `case when ${n} <= ${regular} then 1 + (${n} - 1) % ${c.agents} ${blocks.join(' ')} end`;
}

/**
 * A task row's columns from `a` (agent number), `n` (customer number), `i` (rank among the agent's
 * tasks) and `k` (a number unique to the task, which spreads due dates over ±60 days).
 */
const taskColumns = (A: string, n: string, i: string, k: string) => `
  select ${agentUuid(A)} as agent_id, ${tenantUuid(n)} as tenant_id, types.ids[1 + (${i} * 5 + ${A}) % array_length(types.ids, 1)] as task_type_id,
         (${arr(TITLES)})[1 + (${i} + ${A}) % ${TITLES.length}] as title,
         (${arr(DESCRIPTIONS)})[1 + (${i} * 3 + ${A}) % ${DESCRIPTIONS.length}] as description,
         case when ${i} % 10 < 6 then 1 when ${i} % 10 < 9 then 2 else 3 end as status,
         1 + (${i} * 7 + ${A}) % 3 as priority,
         date_trunc('minute', now()) + (((${k})::bigint * 7919) % 172800 - 86400) * interval '1 minute' as due`;

const insertTasks = (from: string) =>
  `insert into tasks (agent_id, relationship, tenant_id, task_type_id, title, description, search_text, status, priority,
                      expired_at, created_at, completed_at, canceled_at, updated_at)
   select agent_id, 1, tenant_id, task_type_id, title, description, ${norm(`title || ' ' || description`)}, status, priority,
          due, due - interval '5 days', case when status = 2 then due end, case when status = 3 then due end, due - interval '5 days'
   from (${from}) t`;

export function seedStatements(c: SeedCounts): Array<[string, string]> {
  const { agents: A, tenants: N } = c;
  const big = c.bigAgents.reduce((a, b) => a + b, 0);
  const regular = N - big;
  const regularTasks = Math.max(A, c.tasks - big * TASKS_PER_BIG_CUSTOMER);
  const allAgents = A + c.bigAgents.length;
  const types = `(select array_agg(id order by id) as ids from task_types where relationship = 1) types`;
  let firstOfBlock = regular;
  const bigTasks = c.bigAgents.map((size, b): [string, string] => {
    const g = bigAgentNumber(c, b);
    const first = firstOfBlock + 1;
    firstOfBlock += size;
    // Task i of big agent g belongs to its (i mod size)-th customer.
    return [`tasks of big agent ${g}`, insertTasks(`${taskColumns(String(g), `${first} + i % ${size}`, 'i', `i + ${g * 1_000_003}`)}
      from generate_series(0, ${size * TASKS_PER_BIG_CUSTOMER - 1}) i, ${types}`)];
  });
  return [
    [
      'agents',
      `insert into agents (id, first_name, last_name, email_address, auth_provider, accept_emails, email_confirmed_at, last_session_at)
       select ${agentUuid('g')}, (${arr(FIRST)})[1 + g % ${FIRST.length}], (${arr(LAST)})[1 + (g / 7) % ${LAST.length}],
              'agente' || g || '@bench.vitrina.test', 'password', false, now(), now()
       from generate_series(1, ${allAgents}) g`,
    ],
    [
      'agent_tokens',
      `insert into agent_tokens (agent_id, purpose, token_hash, expires_at)
       select ${agentUuid('g')}, 'session', encode(sha256(convert_to('bench-token-' || g, 'UTF8')), 'hex'), now() + interval '30 days'
       from generate_series(1, ${allAgents}) g`,
    ],
    [
      'tenants',
      `insert into tenants (id, slug, first_name, last_name, email_address, phone_code, phone_number, document_type, document_number, sex,
                            country_state_id, search_text, created_by_agent_id, created_at, updated_at)
       select id, ${norm(`first_name || '-' || last1 || '-' || n`)}, first_name, last1 || ' ' || last2, email, '58', phone, 1, doc, 1 + n % 2,
              states.ids[1 + n % array_length(states.ids, 1)],
              ${norm(`concat_ws(' ', first_name, last1 || ' ' || last2, email, phone, '58' || phone, doc)`)},
              ${agentUuid(ownerOf(c, 'n'))}, created_at, created_at
       from (
         select n, id, first_name, last1, last2, phone, created_at,
                case when n % 3 = 0 then ${norm(`first_name || '.' || last1`)} || n || '@correo.com.ve' end as email,
                case when n % 4 <> 0 then (3000000 + (n::bigint * 7919) % 27000000)::text end as doc
         from (
           select n, ${tenantUuid('n')} as id,
                  (${arr(FIRST)})[1 + abs(hashint4(n) % ${FIRST.length})] as first_name,
                  (${arr(LAST)})[1 + abs(hashint4(n + 1000000000) % ${LAST.length})] as last1,
                  (${arr(LAST)})[1 + abs(hashint4(n + 2000000000) % ${LAST.length})] as last2,
                  '412' || lpad(n::text, 7, '0') as phone,
                  now() - n * interval '7 minutes' as created_at
           from generate_series(1, ${N}) n
         ) base
       ) t, (select array_agg(id order by id) as ids from country_states) states`,
    ],
    [
      'tenant_agents',
      // The creator's link holds its own document, sex and state, and the search text the list searches.
      `insert into tenant_agents (tenant_id, agent_id, tenant_type, status, document_type, document_number, sex, country_state_id,
                                  search_text, created_at, updated_at)
       select id, created_by_agent_id, 2, 1, document_type, document_number, sex, country_state_id, search_text, created_at, updated_at
       from tenants`,
    ],
    [
      'tasks',
      // Task k belongs to regular agent a and to the j-th customer of a; i is its rank among a's tasks.
      insertTasks(`${taskColumns('a', `a + j * ${A}`, 'i', 'k')}
        from (
          select k, 1 + (k - 1) % ${A} as a, ((k - 1) / ${A}) % ${Math.max(1, Math.floor(regular / A))} as j, (k - 1) / ${A} as i
          from generate_series(1, ${regularTasks}) k
        ) ids, ${types}`),
    ],
    ...bigTasks,
  ];
}

/** Seeds the rows, then VACUUM ANALYZE (statistics and visibility map, as autovacuum would leave them); answers the time of each step in ms. */
export async function seedLoad(db: Db, counts: SeedCounts): Promise<Array<[string, number]>> {
  const times: Array<[string, number]> = [];
  for (const [name, statement] of [...seedStatements(counts), ...matchingSeedStatements(counts, listingsOf(counts))]) {
    const t0 = performance.now();
    await db.execute(sql.raw(statement));
    times.push([name, performance.now() - t0]);
  }
  const t0 = performance.now();
  await db.execute(sql.raw('vacuum analyze'));
  times.push(['vacuum analyze', performance.now() - t0]);
  return times;
}
