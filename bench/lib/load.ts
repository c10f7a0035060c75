import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
}

/** Drives `url` with autocannon and returns mean requests/s and latency percentiles (ms). */
export async function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
) {
  const r = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers,
  });
  const result: LoadResult = {
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    errors: r.errors,
    non2xx: r.non2xx,
  };
  return result;
}
