import { SELLER_SETTINGS_API, type SellerSettings, type SellerSettingsPatch } from '@podbench/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHasPermi } from '@/shared/permission';
import { http } from '@/shared/request/request';

export const SELLER_SETTINGS_KEY = ['seller-settings'] as const;

/**
 * The seller's margin floor (template editor) and auto-pay (备货单) settings; asked only by a user who may edit
 * templates or see or pay orders (never by an operator's screens).
 */
export function useSellerSettings() {
  const allowed = useHasPermi(['publish:template', 'order:view', 'order:pay']);
  return useQuery({
    queryKey: SELLER_SETTINGS_KEY,
    queryFn: () => http.get<SellerSettings>(SELLER_SETTINGS_API.get),
    enabled: allowed,
  });
}

export function useSaveSellerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SellerSettingsPatch) => http.put<SellerSettings>(SELLER_SETTINGS_API.save, patch),
    onSuccess: (data) => client.setQueryData(SELLER_SETTINGS_KEY, data),
  });
}
