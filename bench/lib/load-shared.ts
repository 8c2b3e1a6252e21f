/** What the benchmark process and its server child both know. */
export const BENCH_API_KEY = 'bench-api-key';
export const BARE_PATH = '/rest/v1/bench-bare';

export interface ServerReady {
  type: 'ready';
  kind: string;
  appPort: number;
  barePort: number;
  timings: Array<[string, number]>;
  searchTextMismatches: number;
}
