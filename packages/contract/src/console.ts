import { z } from 'zod';
import { pageQuery, pageResult } from './envelope';

/** Operator console paths (role admin). */
export const API_CONSOLE = {
  audit: { page: '/api/admin/audit/page' },
} as const;

export const auditLog = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createTime: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLog>;

export const auditPageQuery = pageQuery.extend({
  operatorId: z.coerce.number({ error: '操作人 id 必须是数字' }).int('操作人 id 必须是整数').positive().optional(),
  action: z.string().trim().max(64, '操作最多 64 个字符').optional(),
  targetType: z.string().trim().max(64, '对象类型最多 64 个字符').optional(),
  targetId: z.string().trim().max(64, '对象 id 最多 64 个字符').optional(),
  beginTime: z.coerce.number({ error: '开始时间必须是数字' }).int().nonnegative().optional(),
  endTime: z.coerce.number({ error: '结束时间必须是数字' }).int().nonnegative().optional(),
});
export type AuditPageQuery = z.infer<typeof auditPageQuery>;
export const auditPage = pageResult(auditLog);
