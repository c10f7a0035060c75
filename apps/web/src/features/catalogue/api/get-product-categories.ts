import { CATALOGUE_API, type CategoryNode } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { CATALOGUE_KEY } from './catalogue-keys';

export const getProductCategories = () => http.get<CategoryNode[]>(CATALOGUE_API.categories);

export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'categories'],
    queryFn: getProductCategories,
    staleTime: 5 * 60 * 1000,
  });

export const useProductCategories = () => useQuery(productCategoriesQueryOptions());
