import type { TemuTypeHandler } from './registry';

/** bg.mall.info.get: the shop behind the token and whether it is semi-managed. */
export const mallHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.mall.info.get',
    zone: 'CN',
    handle: async ({ mall }) => ({
      mallId: Number(mall!.mallId),
      mallName: mall!.mallName,
      semiManagedMall: mall!.managedType === 'semi',
      isThriftStore: false,
      logo: '',
    }),
  },
];
