import { type TemuLeafTemplate, temuLeafTemplate } from '@podbench/contract';

/** The leaf template stored with a template, if readable. */
export const leafSnapshotOf = (text: string | null): TemuLeafTemplate | null => {
  if (!text) return null;
  try {
    const r = temuLeafTemplate.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
};
