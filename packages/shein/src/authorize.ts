/**
 * The empower page a seller is sent to. `redirectUrl` travels base64-encoded (Shein's convention); Shein sends the
 * seller back to it with `appid`, `tempToken` (10 minutes) and our `state`.
 */
export function buildEmpowerUrl(a: { authorizeUrl: string; appid: string; redirectUrl: string; state: string }) {
  const q = new URLSearchParams({
    appid: a.appid,
    redirectUrl: Buffer.from(a.redirectUrl, 'utf8').toString('base64'),
    state: a.state,
  });
  return `${a.authorizeUrl}${a.authorizeUrl.includes('?') ? '&' : '?'}${q.toString()}`;
}

export const decodeRedirectUrl = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
