import { GALLERY_API, type GalleryUsage } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const getUsage = () => http.get<GalleryUsage>(GALLERY_API.usage);

export const usageQueryOptions = () => queryOptions({ queryKey: GALLERY_KEYS.usage, queryFn: getUsage });

export const useUsage = () => useQuery(usageQueryOptions());
