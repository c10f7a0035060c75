import { GALLERY_API, type GalleryTag } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const getTags = () => http.get<GalleryTag[]>(GALLERY_API.tagList);

export const tagsQueryOptions = () => queryOptions({ queryKey: GALLERY_KEYS.tags, queryFn: getTags });

export const useTags = () => useQuery(tagsQueryOptions());
