/**
 * Issue 15's server budgets, each printed as a figure against its budget: throughput ratios of one
 * run (health against bare Fastify, the signed-in floor against health, every list against the
 * floor), the lists' p95, and the compiled server's resident memory.
 */
import type { Reading } from './load-run';

export const BUDGETS = {
  healthOfBare: 0.4,
  floorOfHealth: 0.5,
  listOfFloor: 0.5,
  listP95Ms: 15,
  idleMb: { postgres: 120, pglite: 300 } as Record<string, number>,
  /** After the load, resident memory stays under this multiple of the idle budget. */
  loadedOfIdleBudget: 1.5,
};

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;

function ratioLine(what: string, of: Reading | undefined, base: Reading | undefined, budget: number): string | null {
  if (!of || !base) return null;
  const ratio = of.rps / base.rps;
  return `${what}: ${of.rps.toFixed(0)} / ${base.rps.toFixed(0)} req/s = ${pct(ratio)} (budget ≥ ${pct(budget)}): ${verdict(ratio >= budget)}`;
}

export function budgetLines(readings: Reading[]): string[] {
  const byName = (name: string) => readings.find((r) => r.name === name);
  const bare = byName('bare route');
  const health = byName('health');
  const floor = byName('app floor: tasks-types');
  const lists = readings.filter((r) => (r.name.includes('search') || r.name.includes('task list')) && !r.name.startsWith('compare:'));
  const lines = [
    ratioLine('health / bare route', health, bare, BUDGETS.healthOfBare),
    ratioLine('app floor / health', floor, health, BUDGETS.floorOfHealth),
    ...lists.flatMap((r) => [
      ratioLine(`${r.name} / app floor`, r, floor, BUDGETS.listOfFloor),
      `${r.name} p95: ${r.p95.toFixed(2)} ms (budget < ${BUDGETS.listP95Ms} ms): ${verdict(r.p95 < BUDGETS.listP95Ms)}`,
    ]),
  ];
  return lines.filter((l): l is string => l !== null).map((l) => `  ${l}`);
}

export interface MemoryReading {
  kind: string;
  idleMb: number;
  loadedMb: number;
  /** residentParts() of each reading */
  idleParts: string;
  loadedParts: string;
}

export function memoryLines(memory: MemoryReading[]): string[] {
  return memory.flatMap(({ kind, idleMb, loadedMb, idleParts, loadedParts }) => {
    const budget = BUDGETS.idleMb[kind] ?? NaN;
    const loadedBudget = budget * BUDGETS.loadedOfIdleBudget;
    return [
      `  ${kind} idle: ${idleMb.toFixed(0)} MB (budget ≤ ${budget} MB): ${verdict(idleMb <= budget)} (${idleParts})`,
      `  ${kind} after load: ${loadedMb.toFixed(0)} MB, ${(loadedMb / idleMb).toFixed(2)}x idle (budget < ${loadedBudget} MB, ${BUDGETS.loadedOfIdleBudget}x the idle budget): ${verdict(loadedMb < loadedBudget)} (${loadedParts})`,
    ];
  });
}
