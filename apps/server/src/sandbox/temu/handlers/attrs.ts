import { z } from 'zod';
import { ATTR_TEMPLATES } from '../catalog/attr-templates';
import { findCategory } from '../catalog/categories';
import { parseParams, type TemuTypeHandler } from './registry';

const params = z.object({ catId: z.coerce.number().int().positive() });

/**
 * bg.goods.attrs.get: the leaf category's property template. Like Temu (212 常见问题 2-4), a non-leaf or unknown
 * category yields an empty template rather than an error.
 */
export const attrHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.attrs.get',
    zone: 'CN',
    handle: async (c) => {
      const { catId } = parseParams(params, c.params);
      const key = findCategory(catId)?.template;
      const t = key ? ATTR_TEMPLATES[key] : undefined;
      return {
        properties: t?.properties ?? [],
        inputMaxSpecNum: t?.inputMaxSpecNum ?? 0,
        singleSpecValueNum: 0,
      };
    },
  },
];
