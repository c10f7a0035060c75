import type { Generated } from 'kysely';

/** Operator audit log: who did what to which object, with JSON snapshots before and after. */
export interface AuditLogsTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string;
  after_json: string;
  created_at: number;
}

export interface ConsoleTables {
  audit_logs: AuditLogsTable;
}
