import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Space, Table, Tag, Tooltip, Typography } from 'antd';
import {
  addBox,
  type BoxLine,
  boxCap,
  boxPieces,
  type Packing,
  packingProblems,
  removeBox,
  setBoxQty,
  setShip,
  splitEvenly,
  totalPieces,
  unpacked,
} from '../boxes';

/** A desk line as the editor shows it. */
export interface EditorLine extends BoxLine {
  name: string;
  orderSn: string;
  spec: string;
  personalText: string | null;
  purchaseQuantity: number;
}

interface Props {
  lines: readonly EditorLine[];
  value: Packing;
  onChange: (next: Packing) => void;
  disabled?: boolean;
}

/**
 * 装箱: one row per order line — 发货数 (0 … the desk's cap) and one column per box; a box cell never takes more
 * than is left of that line, so the boxes always add up to what ships. 均分 spreads the pieces over n boxes.
 */
export function BoxEditor({ lines, value, onChange, disabled }: Props) {
  const problems = packingProblems(lines, value);
  const boxCols = value.boxes.map((box, i) => ({
    title: (
      <Space size={2}>
        <span>{`第 ${i + 1} 箱`}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${boxPieces(box)} 件`}</Typography.Text>
        {value.boxes.length > 1 && !disabled && (
          <Tooltip title="删除此箱（件数并入第 1 箱）">
            <Button
              type="text"
              size="small"
              aria-label={`删除第 ${i + 1} 箱`}
              icon={<DeleteOutlined />}
              onClick={() => onChange(removeBox(value, i))}
            />
          </Tooltip>
        )}
      </Space>
    ),
    key: `box-${i}`,
    width: 130,
    render: (_: unknown, l: EditorLine) => (
      <InputNumber
        size="small"
        min={0}
        max={boxCap(value, l.key, i)}
        precision={0}
        disabled={disabled}
        value={box[l.key] ?? 0}
        aria-label={`${l.name} 第 ${i + 1} 箱件数`}
        onChange={(v) => onChange(setBoxQty(value, l.key, i, v ?? 0))}
        style={{ width: 76 }}
      />
    ),
  }));

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8}>
      <Table<EditorLine>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={[...lines]}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '备货单', dataIndex: 'orderSn', width: 170, fixed: 'left' },
          {
            title: 'SKU',
            key: 'sku',
            width: 200,
            render: (_, l) => (
              <Space orientation="vertical" size={0}>
                <span>{l.spec}</span>
                {l.personalText && <Tag color="purple">{`定制：${l.personalText}`}</Tag>}
              </Space>
            ),
          },
          { title: '下单数', dataIndex: 'purchaseQuantity', width: 70, align: 'right' },
          {
            title: '发货数 / 上限',
            key: 'ship',
            width: 150,
            render: (_, l) => (
              <Space size={4}>
                <InputNumber
                  size="small"
                  min={0}
                  max={l.max}
                  precision={0}
                  disabled={disabled}
                  value={value.ship[l.key] ?? 0}
                  aria-label={`${l.name} 发货数`}
                  onChange={(v) => onChange(setShip(value, l, v ?? 0))}
                  style={{ width: 72 }}
                />
                <Typography.Text type="secondary">{`/ ${l.max}`}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '未装箱',
            key: 'left',
            width: 70,
            align: 'right',
            render: (_, l) => {
              const left = unpacked(value, l.key);
              return <Typography.Text type={left === 0 ? 'success' : 'danger'}>{left}</Typography.Text>;
            },
          },
          ...boxCols,
        ]}
      />
      <Space wrap>
        <Button size="small" icon={<PlusOutlined />} disabled={disabled} onClick={() => onChange(addBox(value))}>
          加一箱
        </Button>
        <Space size={4}>
          <Typography.Text>均分为</Typography.Text>
          <InputNumber
            size="small"
            min={1}
            max={Math.max(1, totalPieces(value))}
            precision={0}
            disabled={disabled}
            aria-label="均分箱数"
            value={value.boxes.length}
            onChange={(v) => onChange(splitEvenly(value, v ?? 1))}
            style={{ width: 64 }}
          />
          <Typography.Text>箱</Typography.Text>
        </Space>
        <Typography.Text type="secondary" data-testid="packing-summary">
          {`共 ${totalPieces(value)} 件 · ${value.boxes.length} 箱`}
        </Typography.Text>
      </Space>
      {problems.length > 0 && <Alert type="warning" showIcon message={problems.join('；')} />}
    </Space>
  );
}
