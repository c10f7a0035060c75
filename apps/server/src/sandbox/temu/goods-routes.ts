import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { parseGoods } from './goods/model';
import { stepGoods, tickGoods } from './goods/timeline';
import { IMAGE_URL_RE } from './goods/images';
import { TEMU_SANDBOX } from './paths';
import { dailyCapOf } from './publish/create';
import { publishSampleGoods } from './publish/sample';
import { findRecord, listRecords, putRecord } from './state/record-repository';
import { findSandboxShop } from './state/shop-repository';
import { GoodsStatus } from './goods/model';

const tags = ['sandbox-temu'];
const product = z.object({ productId: z.coerce.number().int().positive() });
const goodsView = z.object({
  productId: z.number(),
  productName: z.string(),
  status: z.number(),
  duplicateOf: z.number().nullable(),
  skuIds: z.array(z.number()),
});

/**
 * Images the sandbox hosts, and controls that make the marketplace's slow steps happen now (tests, demos):
 * review, on sale, inspect (pass or fail on purpose), and a tick of the ticker. Local mode only, like the sandbox.
 */
export const temuSandboxGoodsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const timing = () => ctx.config.marketplace.sandboxTemu;
    const goodsRow = async (productId: number) => {
      const r = await findRecord(ctx.db, 'goods', String(productId));
      if (!r) throw notFound(`货品不存在：${productId}`);
      return r;
    };
    const view = (r: Awaited<ReturnType<typeof goodsRow>>) => {
      const g = parseGoods(r.data) as ReturnType<typeof parseGoods> & { duplicateOf?: number };
      const skuIds = g.skcs.flatMap((s) => s.skus.map((k) => k.productSkuId));
      return {
        productId: g.productId,
        productName: g.productName,
        status: r.status,
        duplicateOf: g.duplicateOf ?? null,
        skuIds,
      };
    };

    app.get(
      TEMU_SANDBOX.image,
      { schema: { tags, summary: '沙箱图片空间', security: [], hide: true } },
      async (req, reply) => {
        const m = IMAGE_URL_RE.exec(`/sandbox/temu/img/${(req.params as { file: string }).file}`);
        const r = m ? await findRecord(ctx.db, 'image', m[1]!) : undefined;
        if (!r) throw notFound('图片不存在');
        const d = JSON.parse(r.data) as { mime: string; base64: string };
        return reply
          .type(d.mime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(d.base64, 'base64'));
      },
    );

    app.get(
      TEMU_SANDBOX.goods,
      {
        schema: {
          tags,
          summary: '沙箱店铺的货品（含重复发布标记）',
          security: [],
          querystring: z.object({ mallId: z.string() }),
          response: okSchema(z.array(goodsView)),
        },
      },
      async (req) => ok((await listRecords(ctx.db, req.query.mallId, 'goods')).map(view)),
    );

    app.post(
      TEMU_SANDBOX.sampleGoods,
      {
        schema: {
          tags,
          summary: '按发品流程创建示例定制T恤（上传图片 + 尺码表 + bg.glo.goods.add 严格校验）',
          security: [],
          body: z.object({
            mallId: z.string(),
            productName: z.string().min(1).max(250).default('定制印花纯棉T恤 男女同款宽松短袖'),
            skcs: z.number().int().min(1).max(3).default(2),
            supplierPrice: z.number().int().positive().default(3900),
          }),
          response: okSchema(goodsView),
        },
      },
      async (req) => {
        const mall = await findSandboxShop(ctx.db, req.body.mallId);
        if (!mall) throw notFound('沙箱店铺不存在');
        const g = await publishSampleGoods(ctx.db, mall, timing(), req.body);
        return ok(view(await goodsRow(g.productId)));
      },
    );

    // Each control steps the product until it reaches the asked state; a step another process made first counts too.
    const until = async (productId: number, target: number, forced?: 'pass' | 'fail') => {
      for (let i = 0; i < 4; i++) {
        const r = await goodsRow(productId);
        if (r.status >= target && !forced) return view(r);
        if (r.status === GoodsStatus.ON_SALE && forced) {
          await stepGoods(ctx.db, r, timing(), Date.now(), forced);
          return view(await goodsRow(productId));
        }
        if (r.status === GoodsStatus.OFF_SALE) return view(r);
        await stepGoods(ctx.db, r, timing(), Date.now());
      }
      return view(await goodsRow(productId));
    };
    const control = (url: string, summary: string, target: number) =>
      app.post(
        url,
        { schema: { tags, summary, security: [], body: product, response: okSchema(goodsView) } },
        async (req) => ok(await until(req.body.productId, target)),
      );
    control(TEMU_SANDBOX.reviewNow, '立即审核通过（审核中 → 待上架）', GoodsStatus.REVIEWED);
    control(TEMU_SANDBOX.onSaleNow, '立即上架（→ 在售）', GoodsStatus.ON_SALE);
    app.post(
      TEMU_SANDBOX.inspectNow,
      {
        schema: {
          tags,
          summary:
            '立即质检（必要时先审核、上架）；result 指定合格或不合格，不合格时可指定疵点名称 flaw 与次品数 defective',
          security: [],
          body: product.extend({
            result: z.enum(['pass', 'fail']).optional(),
            flaw: z.string().trim().min(1, '疵点名称不能为空').max(50, '疵点名称最多 50 个字').optional(),
            defective: z.number().int('次品数必须是整数').min(1, '次品数至少为 1').max(5, '次品数最多为 5').optional(),
          }),
          response: okSchema(goodsView),
        },
      },
      async (req) => {
        await until(req.body.productId, GoodsStatus.ON_SALE);
        // Without a result the product's own dice decide (once); with one, a new inspection is produced on purpose.
        const { result, flaw, defective } = req.body;
        await stepGoods(ctx.db, await goodsRow(req.body.productId), timing(), Date.now(), result, { flaw, defective });
        return ok(view(await goodsRow(req.body.productId)));
      },
    );
    app.post(
      TEMU_SANDBOX.dailyCap,
      {
        schema: {
          tags,
          summary: '设置店铺每日发品上限（超出时 bg.glo.goods.add 返回 2000197）；cap 为 null 取消上限',
          security: [],
          body: z.object({
            mallId: z.string().regex(/^\d{6,20}$/, 'mallId 不正确'),
            cap: z.number().int('上限必须是整数').min(0, '上限不能小于 0').max(100_000, '上限最多 100000').nullable(),
          }),
          response: okSchema(z.object({ mallId: z.string(), cap: z.number().nullable() })),
        },
      },
      async (req) => {
        if (!(await findSandboxShop(ctx.db, req.body.mallId))) throw notFound('沙箱店铺不存在');
        await putRecord(ctx.db, {
          mallId: req.body.mallId,
          kind: 'dailycap',
          ref: req.body.mallId,
          data: { cap: req.body.cap },
        });
        return ok({ mallId: req.body.mallId, cap: await dailyCapOf(ctx.db, req.body.mallId) });
      },
    );
    app.post(
      TEMU_SANDBOX.tick,
      {
        schema: {
          tags,
          summary: '立即推进到期的货品（审核、上架、质检）',
          security: [],
          response: okSchema(z.object({ moved: z.number() })),
        },
      },
      async () => ok({ moved: await tickGoods(ctx.db, timing()) }),
    );
  };
