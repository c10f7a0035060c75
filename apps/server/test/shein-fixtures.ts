import {
  SHEIN_ORDER_API,
  SHEIN_TEMPLATE_API,
  type SheinTemplateBody,
  type ShopAuthorizeStart,
  type ShopRow,
} from '@podbench/contract';
import { sheinOrderSyncJob } from '../src/jobs/shein-order-sync-job';
import { sheinPublishJob } from '../src/jobs/shein-publish-job';
import { createJobRunner, type JobHandler } from '../src/jobs/runner';
import type { TestApp } from './helper';
import { newSeller, type Seller } from './marketplace-fixtures';
import { OWN_TEST_IMAGE, withOwnImages } from './temu-publish-fixtures';

export interface SheinSeller extends Seller {
  shopId: number;
  supplierId: string;
}

/** A seller with one Shein shop bound through the sandbox's empower flow. */
export async function sellerWithSheinShop(t: TestApp, shopName = 'SHEIN测试店'): Promise<SheinSeller> {
  const seller = await newSeller(t);
  return { ...seller, ...(await addSheinShop(t, seller, shopName)) };
}

export async function addSheinShop(t: TestApp, seller: Seller, shopName: string) {
  const s = await t.call<ShopAuthorizeStart>({
    method: 'GET',
    url: '/api/shop/shein/authorizeUrl',
    token: seller.token,
  });
  const q = new URL(s.data.authorizeUrl).searchParams;
  const e = await t.call<{ redirectUrl: string }>({
    method: 'POST',
    url: '/sandbox/shein/empower',
    payload: { appid: q.get('appid'), redirectUrl: q.get('redirectUrl'), state: q.get('state'), shopName },
  });
  const back = new URL(e.data.redirectUrl);
  const r = await t.call<ShopRow>({
    method: 'POST',
    url: '/api/shop/authorize/shein',
    payload: { tempToken: back.searchParams.get('tempToken'), state: s.data.state },
    token: seller.token,
  });
  if (r.code !== 200) throw new Error(r.msg);
  return { shopId: r.data.id, supplierId: r.data.mallId };
}

interface SheinAttrRow {
  attributeId: number;
  name: string;
  sale: boolean;
  required: boolean;
  kind?: 'sale' | 'size' | 'composition' | 'product';
  values?: string[];
  multiple?: boolean;
}
interface SheinCatalogPick {
  categoryId: number;
  categoryPath: string;
  attributes: SheinTemplateBody['attributes'];
  colors: string[];
  sizes: string[];
  sizeChart: NonNullable<SheinTemplateBody['sizeChart']>;
}
const picks = new WeakMap<TestApp, Promise<SheinCatalogPick>>();

/**
 * What a seller does in the editor, read through the API (never the sandbox's code): the leaf T恤 (else the first
 * leaf) of the shop's tree, its required attributes filled with values Shein offers, two colours and two sizes of its
 * sale values, and a size chart for every size-chart attribute.
 */
function catalogPick(t: TestApp): Promise<SheinCatalogPick> {
  const known = picks.get(t);
  if (known) return known;
  const made = (async () => {
    const s = await sellerWithSheinShop(t, '类目读取店');
    type Node = { categoryId: number; categoryName: string; lastCategory: boolean; children: Node[] };
    const tree = await t.call<Node[]>({ method: 'GET', url: SHEIN_TEMPLATE_API.categories, token: s.token });
    const leaves: Array<{ id: number; path: string; name: string }> = [];
    const walk = (ns: Node[], path: string[]) => {
      for (const n of ns) {
        const here = [...path, n.categoryName];
        if (n.lastCategory) leaves.push({ id: n.categoryId, path: here.join(' > '), name: n.categoryName });
        walk(n.children, here);
      }
    };
    walk(tree.data, []);
    const leaf = leaves.find((l) => l.name === 'T恤') ?? leaves[0];
    if (!leaf) throw new Error('the Shein sandbox has no leaf category');
    const attrs = await t.call<SheinAttrRow[]>({
      method: 'GET',
      url: `${SHEIN_TEMPLATE_API.attributes}?categoryId=${leaf.id}`,
      token: s.token,
    });
    const sale = attrs.data.filter((a) => a.sale);
    const sampleValue = (a: SheinAttrRow) => {
      const head = a.values?.[0];
      if (a.kind === 'composition') return `${head ?? ''} 100%`;
      return head ?? '1';
    };
    const sizes = (sale[1]?.values ?? []).slice(0, 2);
    return {
      categoryId: leaf.id,
      categoryPath: leaf.path,
      attributes: attrs.data
        .filter((a) => !a.sale && a.kind !== 'size')
        .map((a) => ({
          attributeId: a.attributeId,
          name: a.name,
          value: a.required ? sampleValue(a) : '',
          required: a.required,
        })),
      colors: (sale[0]?.values ?? []).slice(0, 2),
      sizes,
      sizeChart: attrs.data
        .filter((a) => a.kind === 'size')
        .map((a, i) => ({
          attributeId: a.attributeId,
          name: a.name,
          values: Object.fromEntries(sizes.map((size, j) => [size, String(60 + 2 * j + i)])),
        })),
    };
  })();
  picks.set(t, made);
  return made;
}

/** A T-shirt template the strict sandbox accepts: its leaf, attributes, colours, sizes and size chart are Shein's. */
export async function sheinBody(t: TestApp, title = '定制印花T恤 纯棉短袖'): Promise<SheinTemplateBody> {
  const c = await catalogPick(t);
  const [white = '白色', black = '黑色'] = c.colors;
  const [small = 'S', medium = 'M'] = c.sizes;
  return {
    designId: null,
    title,
    categoryId: c.categoryId,
    categoryPath: c.categoryPath,
    attributes: c.attributes,
    images: [OWN_TEST_IMAGE],
    skcs: [
      {
        color: white,
        skus: [
          { variantId: 11, size: small, priceFen: 3990, stock: 100, weightG: 180 },
          { variantId: 12, size: medium, priceFen: 4290, stock: 100, weightG: 190 },
        ],
      },
      { color: black, skus: [{ variantId: 21, size: small, priceFen: 3990, stock: 50, weightG: 180 }] },
    ],
    sizeChart: c.sizeChart,
  };
}

export async function saveSheinTemplate(t: TestApp, s: Seller, body: SheinTemplateBody, id: number | null = null) {
  const r = await t.call<{ id: number; problems: unknown[] }>({
    method: 'POST',
    url: SHEIN_TEMPLATE_API.save,
    payload: { id, template: await withOwnImages(t, s, body) },
    token: s.token,
  });
  if (r.code !== 200) throw new Error(r.msg);
  return r.data;
}

/** Runs queued Shein jobs (publishes, order syncs) as the server's runner would. */
export async function drainShein(t: TestApp) {
  const runner = createJobRunner(t.runtime.ctx, {
    handlers: [sheinPublishJob as JobHandler, sheinOrderSyncJob as JobHandler],
    pollMs: 20,
  });
  await runner.drain();
}

export async function publish(t: TestApp, s: Seller, templateIds: number[], shopIds: number[]) {
  const r = await t.call<{ queued: number }>({
    method: 'POST',
    url: SHEIN_TEMPLATE_API.upload,
    payload: { templateIds, shopIds },
    token: s.token,
  });
  await drainShein(t);
  return r;
}

export async function syncSheinOrders(t: TestApp, s: Seller, shopId?: number) {
  const r = await t.call<{ jobIds: number[] }>({
    method: 'POST',
    url: SHEIN_ORDER_API.sync,
    payload: shopId ? { shopId } : {},
    token: s.token,
  });
  if (r.code !== 200) throw new Error(r.msg);
  await drainShein(t);
  const jobs = await t.runtime.ctx.db.selectFrom('jobs').selectAll().where('id', 'in', r.data.jobIds).execute();
  for (const j of jobs) if (j.status !== 'done') throw new Error(`shein order sync ${j.status}: ${j.error}`);
  return r.data.jobIds;
}
