import { DeleteOutlined } from '@ant-design/icons';
import type { SheinTemplateProblem, SheinTemplateSkc } from '@podbench/contract';
import { Button, Card, Form, Input, InputNumber, Space, Table, Typography } from 'antd';

interface Props {
  skcs: SheinTemplateSkc[];
  problems: SheinTemplateProblem[];
  onChange: (skcs: SheinTemplateSkc[]) => void;
}

/** One card per colour (SKC) with its sizes (SKUs): price in yuan and stock, each checked by the contract's rules. */
export function SheinSkcEditor({ skcs, problems, onChange }: Props) {
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const setSkc = (i: number, patch: Partial<SheinTemplateSkc>) =>
    onChange(skcs.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {skcs.map((skc, i) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: colours are edited in place
          key={i}
          size="small"
          data-testid="shein-skc"
          title={
            <Form.Item
              style={{ margin: 0 }}
              validateStatus={problemOf(`skcs.${i}.color`) ? 'error' : undefined}
              help={problemOf(`skcs.${i}.color`)}
            >
              <Space>
                <Typography.Text>颜色（SKC {i + 1}）</Typography.Text>
                <Input
                  aria-label="颜色"
                  style={{ width: 160 }}
                  value={skc.color}
                  onChange={(e) => setSkc(i, { color: e.target.value })}
                />
              </Space>
            </Form.Item>
          }
          extra={
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="删除颜色"
              onClick={() => onChange(skcs.filter((_, k) => k !== i))}
            />
          }
        >
          {problemOf(`skcs.${i}.skus`) && (
            <Typography.Text type="danger">{problemOf(`skcs.${i}.skus`)}</Typography.Text>
          )}
          <Table
            rowKey="variantId"
            size="small"
            pagination={false}
            dataSource={skc.skus}
            columns={[
              { title: '尺码', dataIndex: 'size', width: 120 },
              {
                title: '供货价（元）',
                key: 'price',
                render: (_, k, j) => {
                  const err = problemOf(`skcs.${i}.skus.${j}.priceFen`);
                  return (
                    <Form.Item style={{ margin: 0 }} validateStatus={err ? 'error' : undefined} help={err}>
                      <InputNumber
                        aria-label={`${skc.color} ${k.size} 价格`}
                        min={0}
                        precision={2}
                        value={k.priceFen / 100}
                        onChange={(v) =>
                          setSkc(i, {
                            skus: skc.skus.map((x, m) =>
                              m === j ? { ...x, priceFen: Math.round((v ?? 0) * 100) } : x,
                            ),
                          })
                        }
                      />
                    </Form.Item>
                  );
                },
              },
              {
                title: '库存',
                key: 'stock',
                render: (_, k, j) => {
                  const err = problemOf(`skcs.${i}.skus.${j}.stock`);
                  return (
                    <Form.Item style={{ margin: 0 }} validateStatus={err ? 'error' : undefined} help={err}>
                      <InputNumber
                        aria-label={`${skc.color} ${k.size} 库存`}
                        precision={0}
                        value={k.stock}
                        onChange={(v) =>
                          setSkc(i, { skus: skc.skus.map((x, m) => (m === j ? { ...x, stock: v ?? 0 } : x)) })
                        }
                      />
                    </Form.Item>
                  );
                },
              },
              {
                title: '',
                key: 'op',
                width: 60,
                render: (_, _k, j) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除尺码"
                    onClick={() => setSkc(i, { skus: skc.skus.filter((_, m) => m !== j) })}
                  />
                ),
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
