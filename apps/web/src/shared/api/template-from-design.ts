import { SHEIN_TEMPLATE_API, TEMU_TEMPLATE_API, type TemuTemplateSaved } from '@podbench/contract';

import { http } from '@/shared/request/request';

/**
 * Builds a Temu listing template from a design (its chosen colours' variants, mockups, priced) and answers the new
 * template's id. Shared because the design list (设为模板) and the template list (从设计生成) both start it.
 */
export const templateFromDesign = (designId: number) =>
  http.post<TemuTemplateSaved>(TEMU_TEMPLATE_API.fromDesign, { designId });

/** The Shein counterpart (设为 Shein 模板 / the Shein template list's 从设计生成). */
export const sheinTemplateFromDesign = (designId: number) =>
  http.post<{ id: number }>(SHEIN_TEMPLATE_API.fromDesign, { designId });
