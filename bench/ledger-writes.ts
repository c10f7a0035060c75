/**
 * Ledger write throughput: single debits through applyBalanceChange (its own transaction: lock the account,
 * insert the ledger row once, move the balance) against a bare single-row `UPDATE users SET balance_fen = …` loop on
 * the same database in the same run. Sequential (one client); on PostgreSQL also 8 clients on 8 accounts.
 *   npm run bench:ledger -w bench                                  (SQLite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ledger -w bench   (SQLite and PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { LedgerType } from '@podbench/contract';
import { sql } from 'kysely';
import { applyBalanceChange } from '../apps/server/src/modules/ledger/service';
import { insertMainAccount, openBenchDb, targets } from './lib/ledger-db';
import { root } from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
type Op = (worker: number, i: number) => Promise<unknown>;

/** Runs `op` in `workers` parallel loops for `secs` seconds; returns operations per second. */
async function measure(op: Op, workers: number, secs: number) {
  const end = Date.now() + secs * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; Date.now() < end; i++) {
        await op(w, i);
        count++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const results: Record<string, unknown>[] = [];
for (const target of targets()) {
  const b = await openBenchDb(target.url, 10);
  const workerCounts = b.dialect === 'postgres' ? [1, 8] : [1];
  for (const workers of workerCounts) {
    const accounts = await Promise.all(
      Array.from({ length: workers }, (_, w) => insertMainAccount(b.db, `w${workers}x${w}`, 1_000_000_000_000)),
    );
    let ref = 0;
    const debit: Op = (w) =>
      applyBalanceChange(b.db, {
        mainId: accounts[w],
        type: LedgerType.ORDER_PAY,
        amountFen: -1,
        refType: 'bench',
        refId: `${workers}-${ref++}`,
      });
    const bare: Op = (w) =>
      b.db
        .updateTable('users')
        .set({ balance_fen: sql<number>`balance_fen - 1` })
        .where('id', '=', accounts[w])
        .execute();
    await measure(bare, workers, 1); // warm-up both paths
    await measure(debit, workers, 1);
    const bareRate = await measure(bare, workers, seconds);
    const ledgerRate = await measure(debit, workers, seconds);
    const row = {
      db: target.name,
      workers,
      bareUpdatesPerSec: Math.round(bareRate),
      ledgerWritesPerSec: Math.round(ledgerRate),
      ratio: ledgerRate / bareRate,
    };
    results.push(row);
    console.log(
      `${target.name.padEnd(11)} ${String(workers).padStart(2)} client(s)  bare UPDATE ${row.bareUpdatesPerSec.toLocaleString().padStart(8)}/s   ledger debit ${row.ledgerWritesPerSec.toLocaleString().padStart(8)}/s   ratio ${(row.ratio * 100).toFixed(1)}%`,
    );
  }
  await b.close();
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/ledger-writes.json'),
  JSON.stringify({ at: new Date().toISOString(), seconds, results }, null, 2),
);
