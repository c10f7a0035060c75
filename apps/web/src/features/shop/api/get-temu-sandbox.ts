import { useQuery } from '@tanstack/react-query';

/** Served only when the server runs its marketplace sandboxes (local mode); production answers 404. */
const SANDBOX_APP_PATH = '/sandbox/temu/app';

export interface TemuSandbox {
  /** The sandbox's Seller Center page, where a person creates a shop and copies its token. */
  sellerCenter: string;
}

/**
 * Asks whether the Temu sandbox is there. A plain fetch on purpose: its absence is the normal production answer,
 * and the request layer would turn that 404 into an error toast on every visit.
 */
export async function getTemuSandbox(): Promise<TemuSandbox | null> {
  try {
    const response = await fetch(`${import.meta.env.VITE_API_BASE ?? ''}${SANDBOX_APP_PATH}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { code?: number; data?: { sellerCenter?: unknown } };
    const sellerCenter = body.data?.sellerCenter;
    return body.code === 200 && typeof sellerCenter === 'string' ? { sellerCenter } : null;
  } catch {
    return null;
  }
}

export const useTemuSandbox = () =>
  useQuery({ queryKey: ['temu-sandbox'], queryFn: getTemuSandbox, staleTime: Number.POSITIVE_INFINITY, retry: false });
