import { GALLERY_API, type GalleryFolders } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { REMOVAL_KEYS } from './removal-keys';

/** Gallery folders, to choose where saved results go. */
export const getFolders = () => http.get<GalleryFolders>(GALLERY_API.folders);

export const foldersQueryOptions = () => queryOptions({ queryKey: REMOVAL_KEYS.folders, queryFn: getFolders });

export const useFolders = (enabled: boolean) => useQuery({ ...foldersQueryOptions(), enabled });
