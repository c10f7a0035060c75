import { API_MONEY } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import type { RecordFilter } from './get-account-records';

/** Saves a Blob under `fileName` through a temporary object URL (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The .xlsx of the filtered records (up to EXPORT_MAX_ROWS), named by the server. */
export async function exportAccountRecords(filter: RecordFilter) {
  const { blob, fileName } = await http.download(API_MONEY.accountRecord.export, { ...filter });
  saveBlob(blob, fileName || '交易记录.xlsx');
}

export const useExportAccountRecords = () => useMutation({ mutationFn: exportAccountRecords });
