import { isObj, present } from './fields';
import { imageTypeOfRef, sheinImageRef } from './images';
import { int, type Issues, objList, unknownKeys } from './publish-issues';
import type { StoredImage, StoredSkc } from './store';

/** image_info of an SKC (old scheme: 1 main at sort 1, 1–10 detail, 1 square, colour block when ≥ 2 SKCs) or an SKU. */
export function checkImages(
  issues: Issues,
  module: string,
  v: unknown,
  o: { existing?: StoredSkc; skcCount?: number; sku?: boolean; own: Set<string> },
): StoredImage[] {
  const add = (msg: string) => issues.add('basic_info', module, msg);
  if (!isObj(v)) {
    add(`${module} 为必填项`);
    return [];
  }
  for (const k of unknownKeys(v, ['image_group_code', 'image_info_list'])) add(`${module} 不支持字段 ${k}`);
  if (o.existing && v.image_group_code !== o.existing.imageGroupCode) add('编辑已有 SKC 需传其 image_group_code');
  if (!o.existing && !o.sku && present(v.image_group_code)) add('新 SKC 不能传 image_group_code');
  const list = objList(v.image_info_list);
  if (list.length === 0) add('image_info_list 为必填项');
  const sorts = new Set<number>();
  const count = new Map<number, number>();
  const out: StoredImage[] = [];
  for (const [i, img] of list.entries()) {
    for (const k of unknownKeys(img, ['image_item_id', 'image_sort', 'image_type', 'image_url']))
      add(`image_info_list[${i}] 不支持字段 ${k}`);
    if (!o.existing && present(img.image_item_id)) add('新图片不能传 image_item_id');
    const sort = int(img.image_sort);
    const type = int(img.image_type);
    if (sort === null || sort < 1 || sorts.has(sort)) add(`image_info_list[${i}].image_sort 必填且在组内唯一`);
    else sorts.add(sort as number);
    const allowed = o.sku ? [1] : [1, 2, 5, 6];
    if (type === null || !allowed.includes(type)) add(`image_info_list[${i}].image_type 只能是 ${allowed.join('、')}`);
    else count.set(type, (count.get(type) ?? 0) + 1);
    if (type === 1 && sort !== 1 && !o.sku) add('主图（image_type 1）的 image_sort 必须为 1');
    const ref = sheinImageRef(img.image_url);
    if (!ref || !o.own.has(ref))
      add(`image_info_list[${i}].image_url 需为本店铺 upload-pic / transform-pic 返回的 SHEIN 图片地址`);
    else if (type !== null && imageTypeOfRef(ref) !== type)
      add(`image_info_list[${i}].image_url 的转换类型与 image_type ${type} 不一致`);
    out.push({
      image_item_id: int(img.image_item_id) ?? 0,
      image_type: type ?? 0,
      image_sort: sort ?? 0,
      image_url: String(img.image_url),
    });
  }
  if (o.sku) {
    if (list.length !== 1) add('SKU 图片只能 1 张');
    return out;
  }
  if ((count.get(1) ?? 0) !== 1) add('需要且只能有 1 张主图（image_type 1）');
  const detail = count.get(2) ?? 0;
  if (detail < 1 || detail > 10) add('细节图（image_type 2）需 1~10 张');
  if ((count.get(5) ?? 0) !== 1) add('需要且只能有 1 张方块图（image_type 5）');
  if ((count.get(6) ?? 0) > 1) add('色块图（image_type 6）最多 1 张');
  if ((o.skcCount ?? 1) >= 2 && (count.get(6) ?? 0) !== 1) add('多个 SKC 时每个 SKC 需要 1 张色块图（image_type 6）');
  return out;
}
