import {
  checkTemuTemplate,
  type TemuTemplateBody,
  type TemuTemplateCategory,
  type TemuTemplateDetail,
} from '@podbench/contract';
import { App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { getSpecMapping, useLeafTemplate } from '../api/temu-leaf';
import { mergeSpecMapping } from '../lib/spec-mapping';
import { useMargins } from './use-margins';

export const bodyOf = (d: TemuTemplateDetail): TemuTemplateBody => ({
  designId: d.designId,
  blankId: d.blankId,
  title: d.title,
  titleEn: d.titleEn,
  category: d.category,
  properties: d.properties,
  legacyAttributes: d.legacyAttributes,
  specMapping: d.specMapping,
  images: d.images,
  materialImage: d.materialImage,
  skcImages: d.skcImages,
  skus: d.skus,
  personalization: d.personalization,
  technology: d.technology,
  sizeChart: d.sizeChart,
  origin: d.origin,
  pricing: d.pricing,
  templateFingerprint: d.templateFingerprint,
});

const leafOf = (c: TemuTemplateCategory | null) => c?.ids.at(-1);

/**
 * The template being edited, its leaf's attribute template and every rule it breaks (checked against that template
 * as the seller types). Choosing another leaf clears the property values (another template) and loads the blank's
 * remembered colour/size mapping for it.
 */
export function useTemplateBody(detail: TemuTemplateDetail) {
  const { message } = App.useApp();
  const [body, setBody] = useState<TemuTemplateBody>(() => bodyOf(detail));
  const [dirty, setDirty] = useState(false);
  const [mappingLoading, setMappingLoading] = useState(false);
  const catId = leafOf(body.category);
  const leaf = useLeafTemplate(catId);
  const margins = useMargins(body.skus);
  // A supply price below the production cost is a problem like any rule of Temu's (issue 21 §3).
  const problems = useMemo(
    () => checkTemuTemplate(body, leaf.data ?? null, margins.totals),
    [body, leaf.data, margins.totals],
  );
  const update = (patch: Partial<TemuTemplateBody>) => {
    setBody((b) => ({ ...b, ...patch }));
    setDirty(true);
  };

  // The form was filled from this fetch of the leaf's template (the server compares it before publishing).
  useEffect(() => {
    const fp = leaf.data?.fingerprint;
    if (fp && fp !== body.templateFingerprint) setBody((b) => ({ ...b, templateFingerprint: fp }));
  }, [leaf.data?.fingerprint, body.templateFingerprint]);

  const chooseCategory = async (category: TemuTemplateCategory) => {
    const sameLeaf = leafOf(category) === catId;
    update({
      category,
      ...(sameLeaf ? {} : { properties: [], templateFingerprint: null }),
    });
    if (sameLeaf) return;
    const colors = [...new Set(body.skus.map((s) => s.color))];
    const sizes = [...new Set(body.skus.map((s) => s.size))];
    const empty = { colors: [], sizes: [] };
    if (!body.blankId) {
      setBody((b) => ({ ...b, specMapping: mergeSpecMapping(colors, sizes, b.specMapping, empty, false) }));
      return;
    }
    setMappingLoading(true);
    try {
      const suggested = await getSpecMapping(body.blankId, leafOf(category)!);
      setBody((b) =>
        leafOf(b.category) === leafOf(category)
          ? { ...b, specMapping: mergeSpecMapping(colors, sizes, b.specMapping, suggested, false) }
          : b,
      );
    } catch (e) {
      message.error(`读取颜色/尺码对应失败：${(e as Error).message}`);
      setBody((b) => ({ ...b, specMapping: mergeSpecMapping(colors, sizes, b.specMapping, empty, false) }));
    } finally {
      setMappingLoading(false);
    }
  };

  return { body, setBody, update, dirty, setDirty, leaf, problems, margins, chooseCategory, mappingLoading };
}
