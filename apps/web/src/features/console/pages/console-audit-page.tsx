import type { AuditLog } from '@podbench/contract';
import { Card, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { type AuditQuery, useAuditLogs } from '../api/audit';
import { tablePagination } from '@/shared/ui/table-pagination';

/** What each recorded action means. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'seller.disable': '停用卖家',
  'seller.enable': '启用卖家',
  'seller.adjustBalance': '调整余额',
  'withdraw.approve': '提现通过',
  'withdraw.reject': '提现驳回',
  'funds_exception.resolve': '处理资金异常',
  'notice.add': '新建公告',
  'notice.edit': '修改公告',
  'notice.publish': '发布公告',
  'notice.unpublish': '下线公告',
  'notice.remove': '删除公告',
  'site.save': '站点设置',
  'vip.plan.save': '会员套餐',
  'temu_order.producing': '开始生产',
  'temu_order.to_ship': '生产完成',
  'temu_order.ship': '发货',
  'order_push.repush': '重新推送生产',
  'menu.add': '新增菜单',
  'menu.edit': '修改菜单',
  'menu.remove': '删除菜单',
  'catalogue.category.add': '新增类目',
  'catalogue.category.rename': '重命名类目',
  'catalogue.category.reorder': '调整类目顺序',
  'catalogue.category.delete': '删除类目',
  'catalogue.blank.add': '新建底版',
  'catalogue.blank.edit': '修改底版',
  'catalogue.blank.onSale': '底版上架',
  'catalogue.blank.offSale': '底版下架',
  'catalogue.blank.delete': '删除底版',
  'catalogue.blank.baseCost': '统一底价',
  'catalogue.variant.add': '新增规格',
  'catalogue.variant.edit': '修改规格',
  'catalogue.variant.onSale': '规格上架',
  'catalogue.variant.offSale': '规格下架',
  'catalogue.area.add': '新增印刷区域',
  'catalogue.area.edit': '修改印刷区域',
  'catalogue.area.delete': '删除印刷区域',
  'catalogue.placement.save': '印刷区域位置',
  'catalogue.mockup.upload': '上传样机图',
  'catalogue.view.delete': '删除样机视图',
};

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

/** /console/audit — every operator change: who, what, on which object, before and after, when. */
export default function ConsoleAuditPage() {
  const [query, setQuery] = useState<AuditQuery>({ pageNum: 1, pageSize: 20 });
  const { data, isFetching } = useAuditLogs(query);
  const set = (patch: Partial<AuditQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));
  return (
    <Card title="操作日志">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部操作"
          style={{ width: 160 }}
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
          onChange={(v?: string) => set({ action: v })}
        />
        <Input.Search
          allowClear
          placeholder="对象 id"
          style={{ width: 160 }}
          onSearch={(v) => set({ targetId: v.trim() || undefined })}
        />
        <DatePicker.RangePicker
          onChange={(r) =>
            set({ beginTime: r?.[0]?.startOf('day').valueOf(), endTime: r?.[1]?.endOf('day').valueOf() })
          }
        />
      </Space>
      <Table<AuditLog>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        expandable={{
          expandedRowRender: (r) => (
            <Space align="start" size={32}>
              <div>
                <Typography.Text type="secondary">变更前</Typography.Text>
                <pre style={{ margin: 0 }}>{json(r.before)}</pre>
              </div>
              <div>
                <Typography.Text type="secondary">变更后</Typography.Text>
                <pre style={{ margin: 0 }}>{json(r.after)}</pre>
              </div>
            </Space>
          ),
        }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170, render: (t: number) => parseTime(t) },
          { title: '操作人', dataIndex: 'operatorName', width: 140 },
          { title: '操作', dataIndex: 'action', width: 130, render: (a: string) => AUDIT_ACTIONS[a] ?? a },
          {
            title: '对象',
            key: 'target',
            render: (_, r) => `${r.targetType} #${r.targetId}`,
          },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '条')}
      />
    </Card>
  );
}
