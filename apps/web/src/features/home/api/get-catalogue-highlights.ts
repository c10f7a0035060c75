import { CATALOGUE_API, type PageResult, type ProductCard } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** How many blanks the home page shows. */
export const HIGHLIGHT_COUNT = 6;

/**
 * Public: the first blanks of the live catalogue. The home page shows what the catalogue really has — its print
 * areas and technology — so it can never promise an area a blank lacks.
 */
export const getCatalogueHighlights = () =>
  http.get<PageResult<ProductCard>>(CATALOGUE_API.page, { pageNum: 1, pageSize: HIGHLIGHT_COUNT });

export const catalogueHighlightsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'catalogue-highlights'],
    queryFn: getCatalogueHighlights,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

export const useCatalogueHighlights = () => useQuery(catalogueHighlightsQueryOptions());
