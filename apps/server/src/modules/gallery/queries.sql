-- Hot queries of the gallery (SQL as Kysely compiles it, plans as `npm run bench:gallery -w bench` captured them
-- with 200,000 images, 100,000 of them one seller's; bench/results/gallery-plans.txt). Update this file when a plan
-- changes; test/gallery-plan.test.ts fails when a page query stops walking its index.
--
-- A page is a keyset walk of one partial index (`where deleted_at is null`) per sort and scope, stopping after
-- limit + 1 rows: cost follows the page size, not the seller's size. Totals and folder counts are one-row reads of
-- gallery_counts (kept in the same transaction as every image change), never counts over the images.
-- Filters that cannot be indexed this way: a tag (driven from the tag links, a primary-key lookup per tagged
-- image: 6–8 ms on SQLite with its 64 MB page cache, 14–18 ms on PostgreSQL, 2,000 tagged of 100,000) and a name
-- search (`lower(name) like`: narrowed by the trigram index of migration 0009, ~10 ms on SQLite and ~8–14 ms on
-- PostgreSQL at 100,000, where a scan took 93 and 171 ms).

-- ── SQLite · page by cursor, all folders (sort by time; name and size use gallery_images_name_idx / _size_idx)
-- select "id", "main_id", "file_id", "folder_id", "name", "mime", "size", "sha256", "width", "height", "dpi", "color_space", "has_alpha", "source", "created_at", "updated_at", "deleted_at" from "gallery_images" where "main_id" = ? and "deleted_at" is null and ("created_at", "id") < (?, ?) order by "created_at" desc, "id" desc limit ?
--   SEARCH gallery_images USING INDEX gallery_images_time_idx (main_id=? AND created_at<?)

-- ── SQLite · page by cursor, one folder
-- select … from "gallery_images" where "main_id" = ? and "deleted_at" is null and "folder_id" = ? and ("created_at", "id") < (?, ?) order by "created_at" desc, "id" desc limit ?
--   SEARCH gallery_images USING INDEX gallery_images_folder_time_idx (main_id=? AND folder_id=? AND created_at<?)

-- ── SQLite · first page by name
-- select … from "gallery_images" where "main_id" = ? and "deleted_at" is null order by "name" asc, "id" asc limit ?
--   SEARCH gallery_images USING INDEX gallery_images_name_idx (main_id=?)

-- ── SQLite · first page with a tag (2,000 tagged images)
-- select … from "gallery_images" where "main_id" = ? and "deleted_at" is null and "id" in (select "t"."image_id" from "gallery_image_tags" as "t" where "t"."main_id" = ? and "t"."tag_id" = ?) order by "created_at" desc, "id" desc limit ?
--   SEARCH gallery_images USING INTEGER PRIMARY KEY (rowid=?)
--   LIST SUBQUERY 1
--   SCAN t
--   USE TEMP B-TREE FOR ORDER BY

-- ── PostgreSQL · page by cursor, all folders
-- select … from "gallery_images" where "main_id" = $1 and "deleted_at" is null and ("created_at", "id") < ($2, $3) order by "created_at" desc, "id" desc limit $4
--   Limit (actual rows=61 loops=1)
--     ->  Index Scan Backward using gallery_images_time_idx on gallery_images (actual rows=61 loops=1)
--           Index Cond: ((main_id = '1'::bigint) AND (ROW(created_at, id) < ROW('1700100000000'::bigint, '100000'::bigint)))
--   Execution Time: 0.107 ms

-- ── PostgreSQL · page by cursor, one folder
-- select … from "gallery_images" where "main_id" = $1 and "deleted_at" is null and "folder_id" = $2 and ("created_at", "id") < ($3, $4) order by "created_at" desc, "id" desc limit $5
--   Limit (actual rows=61 loops=1)
--     ->  Index Scan Backward using gallery_images_folder_time_idx on gallery_images (actual rows=61 loops=1)
--           Index Cond: ((main_id = '1'::bigint) AND (folder_id = '7'::bigint) AND (ROW(created_at, id) < ROW('1700100000000'::bigint, '100000'::bigint)))
--   Execution Time: 0.137 ms

-- ── PostgreSQL · first page by name
-- select … from "gallery_images" where "main_id" = $1 and "deleted_at" is null order by "name" asc, "id" asc limit $2
--   Limit (actual rows=61 loops=1)
--     ->  Index Scan using gallery_images_name_idx on gallery_images (actual rows=61 loops=1)
--           Index Cond: (main_id = '1'::bigint)
--   Execution Time: 0.141 ms

-- ── PostgreSQL · first page with a tag (2,000 tagged images)
-- select … where "main_id" = $1 and "deleted_at" is null and "id" in (select "t"."image_id" from "gallery_image_tags" as "t" where "t"."main_id" = $2 and "t"."tag_id" = $3) order by "created_at" desc, "id" desc limit $4
--   Limit (actual rows=61 loops=1)
--     ->  Nested Loop (actual rows=61 loops=1)
--           ->  Index Scan Backward using gallery_images_time_idx on gallery_images (actual rows=2005 loops=1)
--                 Index Cond: (main_id = '1'::bigint)
--           ->  Index Scan using gallery_image_tags_pk on gallery_image_tags t (actual rows=0 loops=2005)
--                 Index Cond: ((image_id = gallery_images.id) AND (tag_id = '1'::bigint))
--   Execution Time: 1.598 ms

-- ── Totals (both databases): one row of gallery_counts, or their sum over the seller's folders
-- select "live" from "gallery_counts" where "main_id" = ? and "folder_id" = ?
-- select sum("live") as "live", sum("trash") as "trash" from "gallery_counts" where "main_id" = ?
