export const REMOVAL_KEYS = {
  batch: (batchId: string) => ['removal', 'batch', batchId] as const,
  picker: ['removal', 'picker'] as const,
  folders: ['removal', 'folders'] as const,
  image: (id: number) => ['removal', 'image', id] as const,
};
