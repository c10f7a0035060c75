import { z } from 'zod';

/**
 * Labels for stock-up orders, rendered by the server as PDF from Temu's label data: the customised-goods barcode
 * label (bg.glo.goods.custom.label.get, one per piece or per SKU, 60 × 40 mm) and the box mark (箱唛,
 * bg.logistics.boxmarkinfo.get, one per package, 100 × 100 mm). The seller asks for their own orders, the operator
 * for anyone's; the answer is a short-lived signed link the `/pdf` page shows, prints and downloads.
 */
export const TEMU_LABEL_API = {
  /** POST: the seller's own orders (order:view). */
  create: '/api/orderTemu/labels',
  /** POST: any seller's orders (operators). */
  adminCreate: '/api/admin/orderTemu/labels',
  /** GET: the generated PDF through its signed link (no session: the link is the permission). */
  file: '/api/orderTemu/labels/file',
  /** POST: Temu's own print page for the seller's orders (a fresh dataKey per call: single use, 10 minutes). */
  print: '/api/orderTemu/labels/print',
  /** POST: the same for any seller's orders (operators). */
  adminPrint: '/api/admin/orderTemu/labels/print',
  /** POST: box marks of Temu ship orders (FH…) by number: Temu's print page, or our PDF (the shipping desk's). */
  boxMarks: '/api/orderTemu/labels/boxMarks',
  adminBoxMarks: '/api/admin/orderTemu/labels/boxMarks',
} as const;

/** A dataKey opens Temu's print page once, within 10 minutes (reference print-datakey.md). */
export const TEMU_PRINT_KEY_TTL_MS = 10 * 60 * 1000;

export const TEMU_LABEL_KINDS = ['barcode', 'boxmark'] as const;
export type TemuLabelKind = (typeof TEMU_LABEL_KINDS)[number];
export const TEMU_LABEL_KIND_LABELS: Record<TemuLabelKind, string> = { barcode: '商品条码', boxmark: '箱唛' };

/** Barcode labels: one per piece (what goes on every item) or one per SKU line (a sample to check). */
export const TEMU_LABEL_COPIES = ['piece', 'sku'] as const;
export type TemuLabelCopies = (typeof TEMU_LABEL_COPIES)[number];
export const TEMU_LABEL_COPIES_LABELS: Record<TemuLabelCopies, string> = {
  piece: '每件一张',
  sku: '每个 SKU 一张',
};

/** Page size per kind, millimetres (width × height). */
export const TEMU_LABEL_SIZE_MM: Record<TemuLabelKind, { width: number; height: number }> = {
  barcode: { width: 60, height: 40 },
  boxmark: { width: 100, height: 100 },
};
export const TEMU_LABEL_MAX_ORDERS = 100;
export const TEMU_LABEL_MAX_PAGES = 2000;

export const temuLabelBody = z.object({
  ids: z
    .array(z.number({ error: '订单 id 必须是数字' }).int('订单 id 必须是整数').positive('订单 id 必须大于 0'), {
      error: '请选择订单',
    })
    .min(1, '请选择订单')
    .max(TEMU_LABEL_MAX_ORDERS, `一次最多为 ${TEMU_LABEL_MAX_ORDERS} 个订单打印标签`),
  kind: z.enum(TEMU_LABEL_KINDS, { error: '标签类型只能是商品条码或箱唛' }),
  copies: z.enum(TEMU_LABEL_COPIES, { error: '打印份数只能是每件一张或每个 SKU 一张' }).default('piece'),
});
export type TemuLabelBody = z.input<typeof temuLabelBody>;

export const temuLabelResult = z.object({
  kind: z.enum(TEMU_LABEL_KINDS),
  /** Inline link for the viewer (same origin, signed, valid for `expiresAt`). */
  url: z.string(),
  /** The same file as an attachment. */
  downloadUrl: z.string(),
  fileName: z.string(),
  pages: z.number().int(),
  orders: z.number().int(),
  bytes: z.number().int(),
  /** Epoch ms. */
  expiresAt: z.number().int(),
});
export type TemuLabelResult = z.infer<typeof temuLabelResult>;

/** Temu's own print page(s) for a request: one per shop (each shop's key opens only its own labels). */
export const temuLabelPrintBody = z.object({
  ids: temuLabelBody.shape.ids,
  kind: temuLabelBody.shape.kind,
});
export const temuPrintPage = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  /** `{Temu host}/tool/print?dataKey=…`: opens once, within `expiresAt`. Never stored: ask again for another. */
  url: z.string(),
});
export const temuLabelPrintResult = z.object({
  kind: z.enum(TEMU_LABEL_KINDS),
  pages: z.array(temuPrintPage),
  orders: z.number().int(),
  /** Epoch ms: 10 minutes after Temu issued the keys. */
  expiresAt: z.number().int(),
});
export type TemuLabelPrintResult = z.infer<typeof temuLabelPrintResult>;

/** Box marks of Temu ship orders by number (FH…): `print` Temu's page (default) or `pdf` our own from Temu's data. */
export const temuBoxMarksBody = z.object({
  deliveryOrderSns: z
    .array(z.string({ error: '发货单号格式不正确' }).regex(/^FH\d{13,15}$/, '发货单号须为 FH 加 13–15 位数字'), {
      error: '请选择发货单',
    })
    .min(1, '请选择发货单')
    .max(TEMU_LABEL_MAX_ORDERS, `一次最多为 ${TEMU_LABEL_MAX_ORDERS} 个发货单打印箱唛`),
  mode: z.enum(['print', 'pdf'], { error: '打印方式只能是 Temu 打印页或 PDF' }).default('print'),
});
export type TemuBoxMarksBody = z.input<typeof temuBoxMarksBody>;

export const temuLabelFileQuery = z.object({
  f: z.string({ error: '链接无效' }).regex(/^[A-Za-z0-9_-]{16,64}$/, '链接无效'),
  exp: z.coerce.number({ error: '链接无效' }).int('链接无效'),
  sig: z.string({ error: '链接无效' }).min(1, '链接无效').max(100, '链接无效'),
  download: z.enum(['1']).optional(),
});

/** How the `/pdf` page prints: Temu's own print page through a fresh dataKey (the default), or our PDF (fallback). */
export const TEMU_LABEL_VIAS = ['temu', 'pdf'] as const;
export type TemuLabelVia = (typeof TEMU_LABEL_VIAS)[number];

/** The `/pdf` page's query for a label request (the page asks the server and opens Temu's page or shows the PDF). */
export function temuLabelPagePath(q: { kind: TemuLabelKind; ids: number[]; admin?: boolean; via?: TemuLabelVia }) {
  const admin = q.admin ? '&scope=admin' : '';
  const via = q.via === 'temu' ? '&via=temu' : '';
  return `/pdf?kind=${q.kind}&ids=${q.ids.join(',')}${admin}${via}`;
}
