/**
 * Foundation benchmark: GET /api/clientUser/accountInfo with a valid token against a bare node:http
 * hello server, both driven with 50 connections in the same run, alternating over BENCH_ROUNDS rounds (median). Goal: ≥ 35 % of the bare server's
 * throughput and p99 < 25 ms.
 *   npm run bench -w bench            (SQLite)
 *   DATABASE_URL=postgres://… npm run bench -w bench
 */
import fs from 'node:fs';
import path from 'node:path';
import { type LoadResult, load } from './lib/load';
import { root, startBareServer, startPodBench } from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;

// Both servers stay up; rounds alternate bare → API so that a noisy neighbour hits both alike, and the verdict
// is the median round (a single pair swings ±40% on a shared 2-core machine).
const bare = await startBareServer();
const app = await startPodBench(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
const loginRes = await fetch(`${app.url}/api/authC/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
});
const login = (await loginRes.json()) as { code: number; data: { token: string } };
if (login.code !== 200) throw new Error('login failed');
const target = `${app.url}/api/clientUser/accountInfo`;
const headers = { authorization: `Bearer ${login.data.token}` };
await load(bare.url, { connections, seconds: 2 }); // warm-up
await load(target, { connections, seconds: 2, headers });
const pairs: Array<{ baseline: LoadResult; api: LoadResult; ratio: number }> = [];
for (let i = 0; i < rounds; i++) {
  const b = await load(bare.url, { connections, seconds });
  const a = await load(target, { connections, seconds, headers });
  pairs.push({ baseline: b, api: a, ratio: a.rps / b.rps });
  console.log(
    `round ${i + 1}: bare ${b.rps.toFixed(0)} req/s, accountInfo ${a.rps.toFixed(0)} req/s (${((a.rps / b.rps) * 100).toFixed(1)}%)`,
  );
}
await bare.stop();
await app.stop();
const median = [...pairs].sort((x, y) => x.ratio - y.ratio)[Math.floor(pairs.length / 2)];
const { baseline, api } = median;

const ratio = median.ratio;
const rows = [
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
  ['bare node:http', baseline.rps.toFixed(0), baseline.p50, baseline.p99, baseline.errors, baseline.non2xx],
  ['accountInfo', api.rps.toFixed(0), api.p50, api.p99, api.errors, api.non2xx],
];
for (const r of rows) console.log(r.map((c) => String(c).padEnd(16)).join(''));
const verdict = `median of ${rounds} rounds: ratio ${(ratio * 100).toFixed(1)}% of bare (goal ≥ 35%), p99 ${api.p99} ms (goal < 25 ms)`;
console.log(verdict);
const out = path.join(root, 'bench/results/api-account-info.json');
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      db: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
      connections,
      seconds,
      rounds: pairs,
      baseline,
      api,
      ratio,
    },
    null,
    2,
  ),
);
if (api.non2xx > 0 || api.errors > 0) {
  console.error('the API answered errors under load');
  process.exit(1);
}
