import type { DesignWarning } from '@podbench/contract';
import {
  type DesignDocument,
  type ImageSizes,
  type Layer,
  LOW_DPI_THRESHOLD,
  lowDpiLayers,
  overflowingLayers,
  walkLayers,
} from '@podbench/design';

const TYPE_LABELS: Record<Layer['type'], string> = { image: '图片', text: '文字', shape: '形状', group: '图层组' };

function layerLabel(doc: DesignDocument, areaKey: string, layerId: string): string {
  let label = layerId;
  walkLayers(doc.areas[areaKey]?.layers ?? [], (layer) => {
    if (layer.id !== layerId) return;
    if (layer.name) label = `图层「${layer.name}」`;
    else if (layer.type === 'text') label = `文字「${layer.content.slice(0, 12)}」`;
    else label = `${TYPE_LABELS[layer.type]}图层`;
  });
  return label;
}

const areaLabel = (doc: DesignDocument, key: string) => doc.areas[key]?.name || key;

/**
 * What the seller should look at in a design made for them (a template applied, an image placed): layers reaching
 * past the print area (clipped from the print), images printing under 150 DPI, and template areas the blank has
 * no place for.
 */
export function designWarnings(
  doc: DesignDocument,
  sizes: ImageSizes,
  unmapped: { key: string; name: string }[] = [],
): DesignWarning[] {
  const out: DesignWarning[] = [];
  for (const o of overflowingLayers(doc)) {
    const what = `「${areaLabel(doc, o.areaKey)}」的${layerLabel(doc, o.areaKey, o.layerId)}`;
    out.push({
      kind: 'overflow',
      areaKey: o.areaKey,
      layerId: o.layerId,
      message: o.entirelyOutside ? `${what}完全在印刷区域外，不会印刷` : `${what}超出印刷区域，超出部分不会印刷`,
    });
  }
  for (const l of lowDpiLayers(doc, sizes)) {
    out.push({
      kind: 'lowDpi',
      areaKey: l.areaKey,
      layerId: l.layerId,
      message: `「${areaLabel(doc, l.areaKey)}」的${layerLabel(doc, l.areaKey, l.layerId)}只有 ${Math.floor(l.effectiveDpi)} DPI，低于 ${LOW_DPI_THRESHOLD} DPI，印刷会模糊`,
    });
  }
  for (const u of unmapped) {
    out.push({
      kind: 'unmappedArea',
      areaKey: u.key,
      layerId: null,
      message: `模板的「${u.name || u.key}」在该商品上没有对应的印刷区域，未套用`,
    });
  }
  return out;
}
