import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { TemuLeafTemplate, TemuSaleProperty, TemuSpecMapEntry, TemuSpecMapping } from '@podbench/contract';
import { App, Alert, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSpecCreate } from '../api/temu-leaf';
import { chooseSpec, confirmAll, pendingEntries, salePropertyFor, specOfValue } from '../lib/spec-mapping';

interface Props {
  leaf: TemuLeafTemplate;
  mapping: TemuSpecMapping;
  loading: boolean;
  onChange: (m: TemuSpecMapping) => void;
}

const CREATED = 'create';

function EntryStatus({ e }: { e: TemuSpecMapEntry }) {
  if (!e.spec) return <Tag color="red">未对应</Tag>;
  if (!e.confirmed) return <Tag color="orange">待确认</Tag>;
  return <Tag color="green">{e.spec.source === 'created' ? '已确认（自建）' : '已确认'}</Tag>;
}

/** One dimension (颜色 or 尺码): each blank name → a sale value of the template, or one made with spec.create. */
function Dimension({
  title,
  list,
  prop,
  leaf,
  createdCount,
  onChange,
}: {
  title: string;
  list: TemuSpecMapEntry[];
  prop: TemuSaleProperty | null;
  leaf: TemuLeafTemplate;
  createdCount: number;
  onChange: (list: TemuSpecMapEntry[]) => void;
}) {
  const { message } = App.useApp();
  const create = useSpecCreate();
  const [creating, setCreating] = useState<{ name: string; specName: string } | null>(null);
  const canCreate = leaf.inputMaxSpecNum > 0 && createdCount < leaf.inputMaxSpecNum;
  if (list.length === 0) return null;
  const submitCreate = async () => {
    if (!creating || !prop) return;
    const spec = await create.mutateAsync({
      catId: leaf.catId,
      parentSpecId: prop.parentSpecId,
      specName: creating.specName.trim(),
    });
    onChange(chooseSpec(list, creating.name, spec));
    setCreating(null);
    message.success(`已新建规格值「${spec.specName}」`);
  };
  return (
    <Table<TemuSpecMapEntry>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={list}
      title={() => `${title} → Temu「${prop?.name ?? '—'}」`}
      columns={[
        { title: `底板${title}`, dataIndex: 'name', width: 120 },
        {
          title: 'Temu 销售属性值',
          key: 'spec',
          render: (_, e) =>
            creating?.name === e.name ? (
              <Space.Compact>
                <Input
                  aria-label={`${e.name} 新规格值`}
                  maxLength={60}
                  value={creating.specName}
                  onChange={(ev) => setCreating({ ...creating, specName: ev.target.value })}
                />
                <Button
                  type="primary"
                  loading={create.isPending}
                  disabled={!creating.specName.trim()}
                  onClick={() => void submitCreate()}
                >
                  新建
                </Button>
                <Button onClick={() => setCreating(null)}>取消</Button>
              </Space.Compact>
            ) : (
              <Select
                showSearch
                optionFilterProp="label"
                style={{ width: 220 }}
                aria-label={`${e.name} 对应`}
                status={e.spec ? undefined : 'error'}
                placeholder="选择对应的值"
                value={e.spec ? (e.spec.source === 'created' ? `c:${e.spec.specId}` : `t:${e.spec.vid}`) : undefined}
                options={[
                  ...(e.spec?.source === 'created'
                    ? [{ value: `c:${e.spec.specId}`, label: `${e.spec.specName}（自建）` }]
                    : []),
                  ...(prop?.values ?? [])
                    .filter((v) => v.specId !== null)
                    .map((v) => ({ value: `t:${v.vid}`, label: v.value })),
                  ...(canCreate ? [{ value: CREATED, label: '＋ 新建规格值…' }] : []),
                ]}
                onChange={(v: string) => {
                  if (v === CREATED) setCreating({ name: e.name, specName: e.name });
                  else if (v.startsWith('t:') && prop)
                    onChange(chooseSpec(list, e.name, specOfValue(prop, Number(v.slice(2)))));
                }}
              />
            ),
        },
        {
          title: '状态',
          key: 'state',
          width: 170,
          render: (_, e) => (
            <Space size={4}>
              <EntryStatus e={e} />
              {e.spec && !e.confirmed && (
                <Button
                  size="small"
                  icon={<CheckOutlined />}
                  aria-label={`确认 ${e.name}`}
                  onClick={() => onChange(list.map((x) => (x.name === e.name ? { ...x, confirmed: true } : x)))}
                >
                  确认
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * 规格对应: the blank's colours and sizes → the leaf's sale values. Exact names come back confirmed; near matches
 * (米白 → 米白色) wait for one confirmation, which saving remembers for this blank and category.
 */
export function SpecMappingEditor({ leaf, mapping, loading, onChange }: Props) {
  const pending = [...pendingEntries(mapping.colors), ...pendingEntries(mapping.sizes)];
  const guesses = pending.filter((e) => e.spec);
  const createdCount = [...mapping.colors, ...mapping.sizes].filter((e) => e.spec?.source === 'created').length;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="spec-mapping">
      <Alert
        type={pending.length > 0 ? 'warning' : 'success'}
        showIcon
        message={
          loading
            ? '正在读取已记住的对应关系…'
            : pending.length > 0
              ? `还有 ${pending.length} 项需要确认或选择；确认后保存，下次同一底板 + 类目会自动使用`
              : '颜色、尺码已全部对应 Temu 的销售属性值'
        }
        description={
          leaf.inputMaxSpecNum > 0
            ? `模板中没有的值可以自建（该类目最多 ${leaf.inputMaxSpecNum} 个，已建 ${createdCount} 个）`
            : '该类目只能使用模板中的值'
        }
        action={
          guesses.length > 0 && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => onChange({ colors: confirmAll(mapping.colors), sizes: confirmAll(mapping.sizes) })}
            >
              全部确认（{guesses.length}）
            </Button>
          )
        }
      />
      <Dimension
        title="颜色"
        list={mapping.colors}
        prop={salePropertyFor(leaf.saleProperties, 'color')}
        leaf={leaf}
        createdCount={createdCount}
        onChange={(colors) => onChange({ ...mapping, colors })}
      />
      <Dimension
        title="尺码"
        list={mapping.sizes}
        prop={salePropertyFor(leaf.saleProperties, 'size')}
        leaf={leaf}
        createdCount={createdCount}
        onChange={(sizes) => onChange({ ...mapping, sizes })}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        名称不同（如「米白」与「米白色」）时请核对后确认：发布时按对应的 Temu 规格值上架。
      </Typography.Text>
    </Space>
  );
}
