import { BarcodeOutlined, DownOutlined, FilePdfOutlined, InboxOutlined, PrinterOutlined } from '@ant-design/icons';
import { TEMU_LABEL_MAX_ORDERS, type TemuLabelKind, type TemuLabelVia, temuLabelPagePath } from '@podbench/contract';
import { App, Button, Dropdown, type MenuProps } from 'antd';

/** Orders that have a Temu ship order, so a box mark (箱唛). */
export const BOX_MARK_STATES: readonly string[] = ['shipped', 'warehoused', 'completed'];

/** Opens `/pdf` for the orders in a new tab: Temu's print page (a fresh dataKey) or our PDF, with print and download. */
export function openLabelPdf(kind: TemuLabelKind, ids: number[], admin = false, via: TemuLabelVia = 'pdf') {
  const path = temuLabelPagePath({ kind, ids, admin, via });
  window.open(`${window.location.pathname}${window.location.search}#${path}`, '_blank');
}

interface Props {
  /** The orders to print for, with their platform states (box marks need a shipped order). */
  orders: Array<{ id: number; state: string }>;
  /** The operator console (any seller's orders). */
  admin?: boolean;
  /** A row's own menu: a link-sized trigger. */
  compact?: boolean;
  /** Show how many orders are selected (a batch); off for one order's page. */
  showCount?: boolean;
}

/**
 * 打印标签 ▾ → 打印商品条码 / 打印箱唛 on Temu's own print page (the default), or our PDF of the same labels (备用),
 * for the selected orders (or one row's).
 */
export function LabelPrintMenu({ orders, admin = false, compact = false, showCount = true }: Props) {
  const { message } = App.useApp();
  const shipped = orders.length > 0 && orders.every((o) => BOX_MARK_STATES.includes(o.state));
  const live = orders.filter((o) => o.state !== 'cancelled');
  const items: MenuProps['items'] = [
    {
      key: 'temu:barcode',
      icon: <BarcodeOutlined />,
      label: '打印商品条码（Temu 打印页）',
      disabled: live.length === 0,
    },
    {
      key: 'temu:boxmark',
      icon: <InboxOutlined />,
      label: shipped ? '打印箱唛（Temu 打印页）' : '打印箱唛（发货后可用）',
      disabled: !shipped,
    },
    { type: 'divider' },
    { key: 'pdf:barcode', icon: <FilePdfOutlined />, label: '商品条码 PDF（备用）', disabled: live.length === 0 },
    { key: 'pdf:boxmark', icon: <FilePdfOutlined />, label: '箱唛 PDF（备用）', disabled: !shipped },
  ];
  const onClick: MenuProps['onClick'] = ({ key: k }) => {
    const [via, key] = k.split(':') as [TemuLabelVia, TemuLabelKind];
    const ids = (key === 'barcode' ? live : orders).map((o) => o.id);
    if (ids.length > TEMU_LABEL_MAX_ORDERS) {
      message.warning(`一次最多为 ${TEMU_LABEL_MAX_ORDERS} 个订单打印标签`);
      return;
    }
    if (key === 'barcode' && live.length < orders.length) message.info('已取消的订单不打印条码');
    openLabelPdf(key, ids, admin, via);
  };
  const count = showCount && orders.length > 0 ? `（${orders.length}）` : '';
  return (
    <Dropdown menu={{ items, onClick }} disabled={orders.length === 0} trigger={['click']}>
      {compact ? (
        <Button type="link" size="small">
          标签 <DownOutlined />
        </Button>
      ) : (
        <Button icon={<PrinterOutlined />} data-testid="print-labels">
          打印标签{count} <DownOutlined />
        </Button>
      )}
    </Dropdown>
  );
}
