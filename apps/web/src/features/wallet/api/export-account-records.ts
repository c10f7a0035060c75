import { API_MONEY } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { saveBlob } from '@/shared/utils/save-blob';
import type { RecordFilter } from './get-account-records';

/** The .xlsx of the filtered records (up to EXPORT_MAX_ROWS), named by the server. */
export async function exportAccountRecords(filter: RecordFilter) {
  const { blob, fileName } = await http.download(API_MONEY.accountRecord.export, { ...filter });
  saveBlob(blob, fileName || '交易记录.xlsx');
}

export const useExportAccountRecords = () => useMutation({ mutationFn: exportAccountRecords });
