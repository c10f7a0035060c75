import type { SweepRoute } from './routes';

/** A public route's URL found in an answer, and the route it reaches. */
export interface SignedLink {
  url: string;
  route: SweepRoute;
}

const pattern = (r: SweepRoute) =>
  new RegExp(`^${r.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** Web paths the server hands out that the SPA turns into an API call (the factory's order link). */
const WEB_TO_API: Array<[string, string]> = [
  ['/clientOrderPushRecord/orderManage', '/api/clientOrderPushRecord/shared'],
];

/** Every URL in `body` that reaches one of the public `routes` with a query string (the signed ones). */
export function findSignedLinks(body: string, routes: SweepRoute[]): SignedLink[] {
  const out: SignedLink[] = [];
  for (const m of body.matchAll(/"(\/[^"\s]+\?[^"\s]+)"/g)) {
    let url = m[1].replaceAll('\\u0026', '&');
    for (const [web, api] of WEB_TO_API) if (url.startsWith(`${web}?`)) url = api + url.slice(web.length);
    const path = url.split('?')[0];
    const route = routes.find((r) => r.method === 'GET' && pattern(r).test(path));
    if (route) out.push({ url, route });
  }
  return out;
}

const alter = (v: string) =>
  /^\d+$/.test(v) ? String(BigInt(v) + 1n) : v.slice(0, -1) + (v.endsWith('a') ? 'b' : 'a');

/** The link with one part changed: each path parameter, each query value, in turn. */
export function tamperedLinks(link: SignedLink): Array<{ label: string; url: string }> {
  const [path, query] = link.url.split('?');
  const segs = path.split('/');
  const pat = link.route.url.split('/');
  const out: Array<{ label: string; url: string }> = [];
  pat.forEach((p, i) => {
    if (!p.startsWith(':')) return;
    const s = [...segs];
    s[i] = encodeURIComponent(alter(decodeURIComponent(s[i])));
    out.push({ label: `${p} changed`, url: `${s.join('/')}?${query}` });
  });
  const params = new URLSearchParams(query);
  for (const [k, v] of params) {
    const q = new URLSearchParams(params);
    q.set(k, alter(v));
    out.push({ label: `${k} changed`, url: `${path}?${q}` });
  }
  return out;
}
