/** What the benchmark process and its server children both know. */
export const BENCH_API_KEY = 'bench-api-key';
export const BARE_PATH = '/rest/v1/bench-bare';
