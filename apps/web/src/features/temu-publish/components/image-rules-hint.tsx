import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { checkImage, type ImageCheck, type ImageRule, imageRuleHints } from '../lib/image-rules';
import type { TemplateImage } from '@/shared/publishing/components/template-images';

/** Each image's natural size, read in the browser (nothing is uploaded to find out). */
function useNaturalSizes(urls: Array<string | null>) {
  const [sizes, setSizes] = useState<Record<string, { w: number; h: number }>>({});
  const key = urls.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the URLs' joined text
  useEffect(() => {
    let live = true;
    for (const url of urls) {
      if (!url) continue;
      const img = new Image();
      img.onload = () => live && setSizes((s) => ({ ...s, [url]: { w: img.naturalWidth, h: img.naturalHeight } }));
      img.onerror = () => live && setSizes((s) => ({ ...s, [url]: { w: 0, h: 0 } }));
      img.src = url;
    }
    return () => {
      live = false;
    };
  }, [key]);
  return sizes;
}

/** The image rules of the category, and per image what publishing will do with it, before any upload. */
export function ImageRulesHint({ images, apparel }: { images: TemplateImage[]; apparel: boolean }) {
  const sizes = useNaturalSizes(images.map((i) => i.url));
  const rule: ImageRule = apparel ? 'apparelPreview' : 'square';
  const checks: Array<ImageCheck & { n: number }> = images.flatMap((img, i) => {
    const s = img.url ? sizes[img.url] : undefined;
    return s ? [{ ...checkImage(s.w, s.h, rule), n: i + 1 }] : [];
  });
  const bad = checks.filter((c) => c.level === 'error');
  const fit = checks.filter((c) => c.level === 'fit');
  return (
    <Alert
      type={bad.length > 0 ? 'error' : 'info'}
      showIcon
      data-testid="image-rules"
      message={`图片规则：${imageRuleHints(apparel).join('；')}`}
      description={
        bad.length + fit.length > 0 && (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {[...bad, ...fit].map((c) => (
              <li key={c.n}>
                第 {c.n} 张：{c.message}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
