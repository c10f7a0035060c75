import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Marketplace, MarketplaceTypes, PublishPageOf, PublishQuery, TemplateQuery } from '../marketplace';

/** While anything is waiting or being added a publish list refreshes itself this often. */
export const LIVE_REFRESH_MS = 2000;

export const useTemplatePage = <T extends MarketplaceTypes>(m: Marketplace<T>, q: TemplateQuery) =>
  useQuery({
    queryKey: [...m.keys.templates, 'page', q],
    queryFn: () => m.calls.page(q),
    placeholderData: keepPreviousData,
  });

export const useTemplateDetail = <T extends MarketplaceTypes>(m: Marketplace<T>, id: number | null) =>
  useQuery({
    queryKey: [...m.keys.templates, 'detail', id],
    queryFn: () => m.calls.detail(id!),
    enabled: id !== null,
  });

const busy = (p: { counts: Partial<Record<string, number>> } | undefined) =>
  Boolean(p && (p.counts.queued ?? 0) + (p.counts.adding ?? 0) > 0);

/** Polls while something is 待发布 / 发布中. */
export const usePublishPage = <T extends MarketplaceTypes>(m: Marketplace<T>, q: PublishQuery<T['state']>) =>
  useQuery({
    queryKey: [...m.keys.publishes, 'page', q],
    queryFn: (): Promise<PublishPageOf<T>> => m.calls.publishPage(q),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (busy(query.state.data) ? LIVE_REFRESH_MS : false),
  });

function usePublishingMutation<T extends MarketplaceTypes, V, R>(m: Marketplace<T>, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: m.keys.templates });
      void client.invalidateQueries({ queryKey: m.keys.publishes });
    },
  });
}

export const useSaveTemplate = <T extends MarketplaceTypes>(m: Marketplace<T>) =>
  usePublishingMutation(m, m.calls.save);
export const useDeleteTemplate = <T extends MarketplaceTypes>(m: Marketplace<T>) =>
  usePublishingMutation(m, m.calls.remove);
/** 从设计生成: builds a template from one of the seller's designs and answers its id. */
export const useTemplateFromDesign = <T extends MarketplaceTypes>(m: Marketplace<T>) =>
  usePublishingMutation(m, m.calls.fromDesign);
export const useUpload = <T extends MarketplaceTypes>(m: Marketplace<T>) => usePublishingMutation(m, m.calls.upload);
export const useRetryPublish = <T extends MarketplaceTypes>(m: Marketplace<T>) =>
  usePublishingMutation(m, m.calls.retry);
