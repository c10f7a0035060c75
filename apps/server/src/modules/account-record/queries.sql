-- Hot queries of the transaction records (SQL as Kysely compiles it, plans as the ledger bench captured them with
-- 1,000,000 ledger rows, the busy seller holding 24,657 of them in the 90 days asked for). Regenerate with
-- `npm run bench:ledger -w bench` (bench/results/ledger-plans.txt) and update this file when a plan changes.
--
-- Page rows: a backward range walk of account_ledger_main_time_cover_idx, stopping after offset + limit rows.
-- Page total and export guard: over whole days (the date pickers) a sum over account_ledger_daily; with a
-- time-of-day bound, an index-only count over the covering index.
-- Summary: account_ledger_daily only (≤ 7 rows a day), whatever the ledger's volume.

-- ── SQLite · page rows
-- select "id", "type", "amount_fen", "balance_after_fen", "ref_type", "ref_id", "remark", "operator_id", "created_at" from "account_ledger" where "main_id" = ? and "created_at" >= ? and "created_at" < ? order by "created_at" desc, "id" desc limit ? offset ?
--   SEARCH account_ledger USING INDEX account_ledger_main_time_cover_idx (main_id=? AND created_at>? AND created_at<?)

-- ── SQLite · total, bounds with a time of day
-- select count(*) as "n" from "account_ledger" where "main_id" = ? and "created_at" >= ? and "created_at" < ?
--   SEARCH account_ledger USING COVERING INDEX account_ledger_main_time_cover_idx (main_id=? AND created_at>? AND created_at<?)

-- ── SQLite · summary / whole-day total
-- select * from "account_ledger_daily" where "main_id" = ? and "day" >= ? and "day" <= ?
--   SEARCH account_ledger_daily USING INDEX sqlite_autoindex_account_ledger_daily_1 (main_id=? AND day>? AND day<?)

-- ── PostgreSQL · page rows
-- select "id", "type", "amount_fen", "balance_after_fen", "ref_type", "ref_id", "remark", "operator_id", "created_at" from "account_ledger" where "main_id" = $1 and "created_at" >= $2 and "created_at" < $3 order by "created_at" desc, "id" desc limit $4 offset $5
--   Limit (actual rows=20 loops=1)
--     ->  Index Scan Backward using account_ledger_main_time_cover_idx on account_ledger (actual rows=20 loops=1)
--           Index Cond: ((main_id = '1'::bigint) AND (created_at >= '1787566684590'::bigint) AND (created_at < '1795342684590'::bigint))
--   Planning Time: 0.066 ms
--   Execution Time: 0.051 ms

-- ── PostgreSQL · total, bounds with a time of day
-- select count(*) as "n" from "account_ledger" where "main_id" = $1 and "created_at" >= $2 and "created_at" < $3
--   Aggregate (actual rows=1 loops=1)
--     ->  Index Only Scan using account_ledger_main_time_cover_idx on account_ledger (actual rows=24657 loops=1)
--           Index Cond: ((main_id = '1'::bigint) AND (created_at >= '1787566684590'::bigint) AND (created_at < '1795342684590'::bigint))
--           Heap Fetches: 0
--   Planning Time: 0.066 ms
--   Execution Time: 2.046 ms

-- ── PostgreSQL · summary / whole-day total
-- select * from "account_ledger_daily" where "main_id" = $1 and "day" >= $2 and "day" <= $3
--   Bitmap Heap Scan on account_ledger_daily (actual rows=450 loops=1)
--     Recheck Cond: ((main_id = '1'::bigint) AND (day >= 20690) AND (day <= 20779))
--     Heap Blocks: exact=442
--     ->  Bitmap Index Scan on account_ledger_daily_pk (actual rows=450 loops=1)
--           Index Cond: ((main_id = '1'::bigint) AND (day >= 20690) AND (day <= 20779))
--   Planning Time: 0.070 ms
--   Execution Time: 0.800 ms
