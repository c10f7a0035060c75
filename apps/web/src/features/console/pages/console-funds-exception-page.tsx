import {
  FUNDS_EXCEPTION_KINDS,
  FUNDS_EXCEPTION_SOURCE_LABELS,
  type FundsException,
  FundsExceptionKind,
  FundsExceptionStatus,
  PAY_METHOD_LABELS,
  type PayMethod,
} from '@podbench/contract';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { tablePagination } from '@/shared/ui/table-pagination';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { type FundsExceptionQuery, useFundsExceptions, useResolveFundsException } from '../api/funds-exceptions';

const KIND_COLOR: Record<string, string> = {
  [FundsExceptionKind.LATE_CREDITED]: 'gold',
  [FundsExceptionKind.VIP_NOT_OPENED]: 'orange',
  [FundsExceptionKind.AMOUNT_MISMATCH]: 'red',
  [FundsExceptionKind.METHOD_MISMATCH]: 'red',
  [FundsExceptionKind.UNKNOWN_ORDER]: 'red',
  [FundsExceptionKind.UNCONFIRMED]: 'volcano',
  [FundsExceptionKind.QUERY_FAILED]: 'purple',
};

const methodLabel = (m: string) => PAY_METHOD_LABELS[m as PayMethod] ?? m;

/**
 * /console/fundsException — 资金异常: payments that did not settle the ordinary way (paid after the deadline and
 * credited late, amounts that do not match, provider queries that failed). 处理 records what the operator did.
 */
export default function ConsoleFundsExceptionPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<FundsExceptionQuery>({
    pageNum: 1,
    pageSize: 20,
    status: FundsExceptionStatus.OPEN,
  });
  const [resolving, setResolving] = useState<FundsException | null>(null);
  const [form] = Form.useForm<{ note: string }>();
  const { data, isFetching } = useFundsExceptions(query);
  const resolve = useResolveFundsException();
  const set = (patch: Partial<FundsExceptionQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));

  const submit = async () => {
    if (!resolving) return;
    const { note } = await form.validateFields();
    await resolve.mutateAsync({ id: resolving.id, note });
    message.success('已标记为已处理');
    setResolving(null);
  };

  return (
    <Card title="资金异常">
      <Typography.Paragraph type="secondary">
        渠道已收款但未按正常流程入账的订单：逾期到账（已自动入账）、金额或支付方式不符、渠道查询失败等。
        需要补入或扣回金额时，请在「卖家管理」中调整余额，再在此处填写处理说明。
      </Typography.Paragraph>
      <Tabs
        activeKey={query.status ?? 'all'}
        onChange={(k) => set({ status: k === 'all' ? undefined : (k as FundsExceptionStatus) })}
        items={[
          { key: FundsExceptionStatus.OPEN, label: '待处理' },
          { key: FundsExceptionStatus.RESOLVED, label: '已处理' },
          { key: 'all', label: '全部' },
        ]}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="全部类型"
          aria-label="异常类型"
          style={{ width: 150 }}
          options={FUNDS_EXCEPTION_KINDS.map((k) => ({ value: k, label: k }))}
          onChange={(v?: FundsExceptionKind) => set({ kind: v })}
        />
        <Input.Search
          allowClear
          placeholder="订单号 / 渠道交易号 / 卖家账号"
          style={{ width: 280 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
        />
        <DatePicker.RangePicker
          onChange={(r) =>
            set({ beginTime: r?.[0]?.startOf('day').valueOf(), endTime: r?.[1]?.endOf('day').valueOf() })
          }
        />
      </Space>
      <Table<FundsException>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1100 }}
        expandable={{
          // 说明 (what happened and what the money did) opens under the row.
          expandedRowRender: (r) => (
            <Space orientation="vertical" size={4}>
              <Typography.Text>{r.detail}</Typography.Text>
              {r.providerTradeNo && <Typography.Text type="secondary">渠道交易号 {r.providerTradeNo}</Typography.Text>}
            </Space>
          ),
        }}
        columns={[
          { title: '发现时间', dataIndex: 'createTime', width: 130, render: (t: number) => parseTime(t) },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 100,
            render: (k: string) => <Tag color={KIND_COLOR[k]}>{k}</Tag>,
          },
          {
            title: '订单号',
            dataIndex: 'outTradeNo',
            width: 190,
            render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
          },
          { title: '卖家', dataIndex: 'userName', width: 120, render: (v: string) => v || '—' },
          {
            title: '渠道',
            key: 'channel',
            width: 120,
            render: (_, r) => `${methodLabel(r.method)} · ${FUNDS_EXCEPTION_SOURCE_LABELS[r.source]}`,
          },
          {
            title: '订单金额',
            dataIndex: 'amountFen',
            width: 100,
            align: 'right',
            render: (f: number, r) => (r.mainId ? `¥${fenToYuan(f)}` : '—'),
          },
          {
            title: '渠道收款',
            dataIndex: 'paidFen',
            width: 100,
            align: 'right',
            render: (f: number) => (f ? <Typography.Text strong>¥{fenToYuan(f)}</Typography.Text> : '—'),
          },
          {
            title: '入账',
            dataIndex: 'credited',
            width: 80,
            render: (c: boolean) => (c ? <Tag color="success">已入账</Tag> : <Tag>未入账</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: string) => <Tag color={s === FundsExceptionStatus.OPEN ? 'processing' : 'default'}>{s}</Tag>,
          },
          {
            title: '操作',
            key: 'op',
            width: 130,
            fixed: 'right',
            render: (_, r) =>
              r.status === FundsExceptionStatus.OPEN ? (
                <Button type="link" size="small" onClick={() => setResolving(r)}>
                  处理
                </Button>
              ) : (
                <Typography.Text type="secondary" ellipsis={{ tooltip: r.resolveNote }}>
                  {r.resolverName || '—'}：{r.resolveNote}
                </Typography.Text>
              ),
          },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '条')}
      />
      <Modal
        title="处理资金异常"
        open={resolving !== null}
        onCancel={() => setResolving(null)}
        onOk={() => void submit()}
        okText="标记为已处理"
        confirmLoading={resolve.isPending}
        destroyOnHidden
      >
        {resolving && (
          <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
            <Typography.Text>
              {resolving.kind} · 订单 {resolving.outTradeNo}
              {resolving.userName ? ` · 卖家 ${resolving.userName}` : ''}
            </Typography.Text>
            <Alert
              type={resolving.credited ? 'success' : 'warning'}
              showIcon
              title={
                resolving.credited
                  ? `渠道收款 ¥${fenToYuan(resolving.paidFen)} 已计入卖家余额。`
                  : `渠道收款 ¥${fenToYuan(resolving.paidFen)} 未入账：如需补入或退回，请先在「卖家管理」调整余额或在渠道后台退款。`
              }
            />
            <Typography.Text type="secondary">{resolving.detail}</Typography.Text>
          </Space>
        )}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="note"
            label="处理说明"
            rules={[{ required: true, whitespace: true, message: '请填写处理说明' }]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount placeholder="例如：已与渠道核对流水，入账无误" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
