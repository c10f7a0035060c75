import { DESIGN_API } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** Saves bytes under `fileName` through a temporary object URL (the browser's own download). */
function saveBytes(bytes: ArrayBuffer, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The ZIP of print files, mockups and manifest. The request layer asks for `api/clientDesign/export` as a binary
 * buffer and hands it back raw (spec rule); an error envelope still toasts and rejects.
 */
export async function exportDesigns(ids: number[]) {
  const bytes = await request<ArrayBuffer>({ url: DESIGN_API.export, method: 'post', data: { ids } });
  const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  saveBytes(bytes, `设计导出-${stamp}.zip`);
}

export const useExportDesigns = () => useMutation({ mutationFn: exportDesigns });
