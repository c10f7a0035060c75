import { DESIGN_TEMPLATE_API } from '@podbench/contract';
import type { DesignDocument } from '@podbench/design';
import { http } from '@/shared/request/request';

/** Query key of the 设计模板 list (features/design-template); the designer's 保存为设计模板 invalidates it. */
export const DESIGN_TEMPLATES_KEY = ['design-templates'] as const;

export const saveDesignTemplate = (v: { name: string; document: DesignDocument }) =>
  http.post<{ id: number }>(DESIGN_TEMPLATE_API.save, v);
