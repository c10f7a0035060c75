import {
  CATALOGUE_API,
  catalogueAssetParams,
  categoryTree,
  productDetail,
  productDetailQuery,
  productPageQuery,
  productPageResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { catalogueKey } from './asset-key';
import { getCategoryTree, getProductDetail, pageProducts } from './service';
import { resolveViewer } from './viewer';

const tags = ['catalogue'];
const publicNote = '公开接口；带有效 token 时按调用者的会员折扣返回会员价。';

/** The catalogue of blanks: all public (`/select/selectManage/designProductInfo` is on the whitelist). */
export const catalogueModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CATALOGUE_API.categories,
      { schema: { tags, summary: '底版商品类目树（公开）', security: [], response: okSchema(categoryTree) } },
      async () => ok(await getCategoryTree(ctx.db)),
    );

    app.get(
      CATALOGUE_API.page,
      {
        schema: {
          tags,
          summary: '底版商品分页（公开）',
          description: publicNote,
          security: [],
          querystring: productPageQuery,
          response: okSchema(productPageResult),
        },
      },
      async (req) => ok(await pageProducts(ctx.db, req.query, await resolveViewer(ctx.db, req))),
    );

    app.get(
      CATALOGUE_API.detail,
      {
        schema: {
          tags,
          summary: '底版商品详情（公开）',
          description: publicNote,
          security: [],
          querystring: productDetailQuery,
          response: okSchema(productDetail),
        },
      },
      async (req) => ok(await getProductDetail(ctx.db, req.query.id, await resolveViewer(ctx.db, req))),
    );

    app.get(
      CATALOGUE_API.asset,
      {
        schema: {
          tags,
          summary: '样机底图与光影图（公开，内容寻址，长期缓存）',
          security: [],
          params: catalogueAssetParams,
        },
      },
      async (req, reply) => {
        const { name } = req.params;
        // The name is the hash of the pixels' inputs: a given URL never changes, so browsers and CDNs keep it.
        const etag = `"${name}"`;
        const cache = 'public, max-age=31536000, immutable';
        if (req.headers['if-none-match'] === etag)
          return reply.code(304).header('etag', etag).header('cache-control', cache).send();
        const obj = await ctx.storage.get(catalogueKey(name));
        if (!obj) throw notFound('图片不存在');
        return (
          reply
            .header('cache-control', cache)
            .header('etag', etag)
            .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
            .header('content-length', String(obj.size))
            .header('x-content-type-options', 'nosniff')
            // Public pixels: an editor served from another origin may draw them on a canvas without tainting it.
            .header('access-control-allow-origin', '*')
            .send(obj.body)
        );
      },
    );
  };
