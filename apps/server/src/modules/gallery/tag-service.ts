import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { toCount } from '../../db';
import { findImages } from './image-repository';
import { ensureTags, findTagIds, linkTags, unlinkTags } from './tag-repository';

export const MAX_TAGS_PER_IMAGE = 30;

/** Adds and removes tags on live images, all or nothing; an image may carry at most 30 tags. */
export async function tagImages(ctx: AppContext, mainId: number, ids: number[], add: string[], remove: string[]) {
  const addSet = [...new Set(add)];
  const removeSet = [...new Set(remove)].filter((t) => !addSet.includes(t));
  if (!addSet.length && !removeSet.length) throw badRequest('请填写要添加或移除的标签');
  await ctx.db.transaction().execute(async (trx) => {
    const images = await findImages(trx, mainId, ids, { trash: false });
    if (!images.length) throw notFound('图片不存在或已删除');
    const imageIds = images.map((i) => Number(i.id));
    await linkTags(trx, mainId, imageIds, await ensureTags(trx, mainId, addSet));
    await unlinkTags(trx, mainId, imageIds, await findTagIds(trx, mainId, removeSet));
    const most = await trx
      .selectFrom('gallery_image_tags')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('main_id', '=', mainId)
      .where('image_id', 'in', imageIds)
      .groupBy('image_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .limit(1)
      .executeTakeFirst();
    if (most && toCount(most.n) > MAX_TAGS_PER_IMAGE) throw badRequest(`每张图片最多 ${MAX_TAGS_PER_IMAGE} 个标签`);
  });
}
