import {
  TEMU_LABEL_API,
  type TemuLabelCopies,
  type TemuLabelKind,
  type TemuLabelPrintResult,
  type TemuLabelResult,
  type TemuLabelVia,
} from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export interface LabelRequest {
  kind: TemuLabelKind;
  ids: number[];
  copies: TemuLabelCopies;
  /** The operator console's request (any seller's orders). */
  admin: boolean;
  /** Temu's own print page (fresh dataKey) or our PDF. */
  via: TemuLabelVia;
}

/**
 * Generates the label PDF once per request (the server reads Temu and renders it; the answer is a one-hour signed
 * link). Not retried: a refusal (a cancelled order, no ship order yet) is shown as it is.
 */
export const useLabelPdf = (req: LabelRequest | null, enabled: boolean) =>
  useQuery({
    queryKey: ['temu-labels', req],
    queryFn: () =>
      http.post<TemuLabelResult>(req!.admin ? TEMU_LABEL_API.adminCreate : TEMU_LABEL_API.create, {
        ids: req!.ids,
        kind: req!.kind,
        copies: req!.copies,
      }),
    enabled: enabled && req !== null,
    retry: false,
    staleTime: 50 * 60_000,
    gcTime: 50 * 60_000,
    refetchOnWindowFocus: false,
  });

/**
 * Temu's print page for the request: a fresh dataKey every time (a key opens its page once, within 10 minutes), so
 * nothing is cached and each `attempt` asks Temu again.
 */
export const useTemuPrintPage = (req: LabelRequest | null, enabled: boolean, attempt: number) =>
  useQuery({
    queryKey: ['temu-print-page', req, attempt],
    queryFn: () =>
      http.post<TemuLabelPrintResult>(req!.admin ? TEMU_LABEL_API.adminPrint : TEMU_LABEL_API.print, {
        ids: req!.ids,
        kind: req!.kind,
      }),
    enabled: enabled && req !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
