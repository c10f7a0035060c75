import {
  TEMU_PUBLISH_STATE_LABEL,
  TEMU_PUBLISH_STATES,
  TEMU_RULES,
  TEMU_TEMPLATE_API,
  type TemuPublishRow,
  type TemuPublishState,
  type TemuTemplateBody,
  type TemuTemplateDetail,
  type TemuTemplateRow,
  type TemuTemplateSaved,
} from '@podbench/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { useTemuShopOptions } from '@/shared/api/shop-options';
import { parseTime } from '@/shared/utils/parse-time';
import { type Marketplace, publishingCalls } from '@/shared/publishing/marketplace';

export interface TemuTypes {
  row: TemuTemplateRow;
  detail: TemuTemplateDetail;
  body: TemuTemplateBody;
  saved: TemuTemplateSaved;
  state: TemuPublishState;
  publishRow: TemuPublishRow;
}

/** Temu as the publishing core sees it: /publish/temu*, TEMU_TEMPLATE_API, 需补全 / 可发布, 次日发布. */
export const TEMU: Marketplace<TemuTypes> = {
  name: 'Temu',
  testIdPrefix: '',
  routes: {
    list: '/publish/temuTemplate',
    editor: '/publish/temuTemplateInfo',
    authorize: '/authorizeShop/temu',
    queued: (n) => `/publish/temuPush?queued=${n}`,
    publishInfo: (id) => `/publish/temuInfo?id=${id}`,
  },
  keys: { templates: ['temu-templates'], publishes: ['temu-publishes'] },
  calls: publishingCalls<TemuTypes>(TEMU_TEMPLATE_API),
  useShopOptions: useTemuShopOptions,
  states: TEMU_PUBLISH_STATES,
  stateLabel: TEMU_PUBLISH_STATE_LABEL,
  rules: { imagesMax: TEMU_RULES.carouselMax },
  list: {
    title: '模板管理',
    deleteContent: '已发布到 Temu 的商品不受影响，但之后无法再用此模板发布。',
    emptyText: '还没有模板：点击右上角「从设计生成」，或在「我的设计」里点「设为模板」',
    notReadyTip: '请先补全模板',
    priceTitle: '供货价',
    specWidth: 120,
    spec: (r) => `${r.colorCount} 色 / ${r.skuCount} SKU`,
    checkWidth: 150,
    // 需补全: a rule is broken, or the template predates attribute templates and was not saved again.
    check: (r) =>
      r.status === 'ready' && r.problemCount === 0 ? (
        <Tag color="success">可发布</Tag>
      ) : (
        <Tooltip title="打开编辑页，按类目属性模板补全">
          <Tag color="warning">
            {r.problemCount > 0 ? `需补全 · ${r.problemCount} 项待完善` : '需补全 · 请保存一次'}
          </Tag>
        </Tooltip>
      ),
    isReady: (r) => r.status === 'ready' && r.problemCount === 0,
    batch: 'selected',
  },
  editor: { title: '编辑模板', notFoundHint: '请从模板列表打开要编辑的模板', backText: '返回模板管理' },
  picker: { title: '从设计生成模板' },
  publish: {
    hint: '。每个模板会发布到下面勾选的每个店铺：先上传图片，再提交商品； 已在店铺上架的不会重复发布，失败的会重新排队。',
  },
  publishes: {
    pageSize: 20,
    toolbar: true,
    feedbackTitle: 'Temu 反馈',
    published: (r) =>
      r.state === 'success' ? <Typography.Text type="secondary">商品 ID {r.goodsId}</Typography.Text> : null,
    timeColumns: [
      { title: '提交时间', dataIndex: 'createdAt', width: 170, render: (t: number) => parseTime(t) },
      {
        title: '完成时间',
        dataIndex: 'finishedAt',
        width: 170,
        render: (t: number | null) => (t ? parseTime(t) : '—'),
      },
    ],
    emptyText: '还没有发布记录：在上方选择模板，再选择店铺发布',
    retried: '已重新加入发布队列',
  },
};
