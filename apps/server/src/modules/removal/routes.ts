import {
  REMOVAL_API,
  removalBatch,
  removalBatchParam,
  removalCreateBody,
  removalResultParams,
  removalSaveBody,
  removalSaveResult,
  signedQuery,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { urlSigner } from '../storage/url-signer';
import { resultKey, resultPreviewKey } from './keys';
import { saveResults } from './save-service';
import { createBatch, getBatch } from './service';
import { resultPayload } from './urls';

const tags = ['removal'];

/** `/api/removal/*`: batch background removal (gallery:manage), and the signed result files. */
export const removalModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requirePermission('gallery:manage');

    app.post(
      REMOVAL_API.create,
      {
        preHandler,
        schema: { tags, summary: '创建批量抠图任务', body: removalCreateBody, response: okSchema(removalBatch) },
      },
      async (req) => ok(await createBatch(ctx, currentUser(req), req.body), '已开始处理'),
    );
    app.get(
      REMOVAL_API.batch,
      {
        preHandler,
        schema: { tags, summary: '批次进度（逐张）', params: removalBatchParam, response: okSchema(removalBatch) },
      },
      async (req) => ok(await getBatch(ctx, currentUser(req).mainId, req.params.batchId)),
    );
    app.post(
      REMOVAL_API.save,
      {
        preHandler,
        schema: {
          tags,
          summary: '保存结果到图库（新图片，原图不变）',
          body: removalSaveBody,
          response: okSchema(removalSaveResult),
        },
      },
      async (req) => ok(await saveResults(ctx, currentUser(req), req.body.taskIds, req.body.folderId), '已保存到图库'),
    );
    app.get(
      REMOVAL_API.result,
      {
        schema: {
          tags,
          summary: '处理结果（签名链接）',
          security: [],
          params: removalResultParams,
          querystring: signedQuery.extend({ m: z.coerce.number().int().positive() }),
        },
      },
      async (req, reply) => {
        const { taskId, file } = req.params;
        const { m, e, s } = req.query;
        if (!(await urlSigner(ctx)).verify(resultPayload(m, taskId, file), e, s))
          throw forbidden('链接已过期或无效，请刷新页面后重试');
        const key = file === 'result.png' ? resultKey(m, taskId) : resultPreviewKey(m, taskId);
        const obj = await ctx.storage.get(key);
        if (!obj) throw notFound('处理结果不存在或已过期');
        reply
          .type(file === 'result.png' ? 'image/png' : 'image/webp')
          .header('content-length', String(obj.size))
          .header('cache-control', 'private, max-age=600')
          .header('x-content-type-options', 'nosniff');
        if (req.query.download) reply.header('content-disposition', `attachment; filename="removal-${taskId}.png"`);
        return reply.send(obj.body);
      },
    );
  };
