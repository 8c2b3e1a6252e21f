import fs from 'node:fs';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const text = fs.readFileSync('/tmp/pgmb/search.sql', 'utf8').trim();
const named = process.argv[2] === 'named';
const N = 5000; let done = 0; const t0 = performance.now();
async function loop(i) { while (done < N) { done++; const a = `a0000000-0000-4000-8000-${String(1 + (done % 900)).padStart(12, '0')}`; await pool.query({ name: named ? 'q' : undefined, text, values: [a, 1, '%maria%', a, 1, '%maria%', 18, 0] }); } }
await Promise.all(Array.from({ length: 10 }, (_, i) => loop(i)));
console.log(process.argv[2], Math.round(N / ((performance.now() - t0) / 1000)), 'q/s');
await pool.end();
