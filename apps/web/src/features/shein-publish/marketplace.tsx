import {
  SHEIN_PUBLISH_STATE_LABELS,
  SHEIN_PUBLISH_STATES,
  SHEIN_RULES,
  SHEIN_TEMPLATE_API,
  type SheinPublishRow,
  type SheinPublishState,
  type SheinTemplateBody,
  type SheinTemplateDetail,
  type SheinTemplateRow,
} from '@podbench/contract';
import { Tag } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { type Marketplace, publishingCalls } from '@/shared/publishing/marketplace';
import { useSheinShopOptions } from '@/shared/api/shop-options';
import { SHEIN_KEY } from './api/shein-publish';

export interface SheinTypes {
  row: SheinTemplateRow;
  detail: SheinTemplateDetail;
  body: SheinTemplateBody;
  saved: { id: number; problems: Array<{ field: string; message: string }> };
  state: SheinPublishState;
  publishRow: SheinPublishRow;
}

/** Shein as the publishing core sees it: /publish/shein*, SHEIN_TEMPLATE_API, the jobs under the list. */
export const SHEIN: Marketplace<SheinTypes> = {
  name: 'Shein',
  testIdPrefix: 'shein-',
  routes: { list: '/publish/sheinTemplate', editor: '/publish/sheinTemplateInfo', authorize: '/authorizeShop/shein' },
  // Everything Shein sits under one key: a publish also changes 在线商品 and the templates' 已发布.
  keys: { templates: SHEIN_KEY, publishes: [...SHEIN_KEY, 'publishes'] },
  calls: publishingCalls<SheinTypes>(SHEIN_TEMPLATE_API),
  useShopOptions: useSheinShopOptions,
  states: SHEIN_PUBLISH_STATES,
  stateLabel: SHEIN_PUBLISH_STATE_LABELS,
  rules: { imagesMax: SHEIN_RULES.imagesMax },
  list: {
    title: 'Shein 模板',
    deleteContent: '已发布到 Shein 的商品不受影响，但之后无法再用此模板更新。',
    emptyText: '还没有 Shein 模板：点击右上角「从设计生成」',
    notReadyTip: '请先完善模板',
    priceTitle: '价格',
    specWidth: 130,
    spec: (r) => `${r.skcCount} SKC / ${r.skuCount} SKU`,
    checkWidth: 120,
    check: (r) =>
      r.problemCount === 0 ? <Tag color="success">可发布</Tag> : <Tag color="warning">{r.problemCount} 项待完善</Tag>,
    isReady: (r) => r.problemCount === 0,
    batch: 'ready',
  },
  editor: {
    title: '编辑 Shein 模板',
    notFoundHint: '请从 Shein 模板列表打开要编辑的模板',
    backText: '返回 Shein 模板',
  },
  picker: { title: '从设计生成 Shein 模板' },
  publish: {
    hint: '，将发布到勾选的每个店铺：图片先经 Shein 转换，再提交商品。 已发布过的会更新原商品（同一 SPU），不会重复创建。',
  },
  publishes: {
    pageSize: 10,
    toolbar: false,
    feedbackTitle: 'SPU / Shein 返回',
    published: (r) => r.spuName,
    timeColumns: [
      { title: '时间', dataIndex: 'createdAt', width: 170, render: (t: number, r) => parseTime(r.finishedAt ?? t) },
    ],
    retried: '已重新排队',
  },
};
