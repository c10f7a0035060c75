import { GALLERY_API, type GalleryFolders } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const getFolders = () => http.get<GalleryFolders>(GALLERY_API.folders);

export const foldersQueryOptions = () => queryOptions({ queryKey: GALLERY_KEYS.folders, queryFn: getFolders });

export const useFolders = () => useQuery(foldersQueryOptions());
