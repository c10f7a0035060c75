import type { z } from 'zod';
import { SYSTEM_MESSAGES, SystemCode } from '../../reference/wire';
import { SandboxTemuError } from '../registry';

/**
 * Checks business parameters against a schema written from the reference and refuses with the type's documented
 * code for malformed parameters (1000003 参数错误 on the goods pages; 120000001 请求入参非法 on the image and
 * token pages), naming the first bad field. See the README for types whose pages name no such code.
 */
export function checkParams<T extends z.ZodType>(
  schema: T,
  params: Record<string, unknown>,
  code: number = SystemCode.PARAM_ERROR,
  message: string = SYSTEM_MESSAGES[SystemCode.PARAM_ERROR]!,
): z.output<T> {
  const r = schema.safeParse(params);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'request';
  throw new SandboxTemuError(code, `${message}：${where} ${issue?.message ?? ''}`.trim());
}

/** 1000003 参数错误 with a detail, for rules Temu reports only as text (e.g. 主销售属性不合法). */
export const paramError = (detail: string) =>
  new SandboxTemuError(SystemCode.PARAM_ERROR, `${SYSTEM_MESSAGES[SystemCode.PARAM_ERROR]}：${detail}`);
