import {
  TEMU_LABEL_COPIES,
  TEMU_LABEL_KINDS,
  TEMU_LABEL_MAX_ORDERS,
  type TemuLabelCopies,
  type TemuLabelKind,
  type TemuLabelVia,
} from '@podbench/contract';
import type { LabelRequest } from './api/create-labels';

/** `?kind=barcode&ids=1,2&scope=admin&copies=sku&via=temu` → the request, or null when the link is malformed. */
export function readLabelRequest(params: URLSearchParams): LabelRequest | null {
  const kind = params.get('kind') as TemuLabelKind;
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).map(Number);
  const copies = (params.get('copies') ?? 'piece') as TemuLabelCopies;
  if (!TEMU_LABEL_KINDS.includes(kind) || !TEMU_LABEL_COPIES.includes(copies)) return null;
  if (ids.length === 0 || ids.length > TEMU_LABEL_MAX_ORDERS || !ids.every((i) => Number.isSafeInteger(i) && i > 0)) {
    return null;
  }
  const via: TemuLabelVia = params.get('via') === 'temu' ? 'temu' : 'pdf';
  return { kind, ids, copies, admin: params.get('scope') === 'admin', via };
}
