/** Migration 20261127_0038: the seller's margin floor and auto-pay settings, and auto-pay's spending per day. */
export interface SellerSettingsTable {
  main_id: number;
  margin_floor_percent: number;
  auto_pay_enabled: number;
  auto_pay_daily_cap_fen: number;
  updated_at: number;
}

export interface AutoPayDaysTable {
  main_id: number;
  /** Beijing day, YYYY-MM-DD. */
  day: string;
  paid_fen: number;
  orders: number;
}

export interface MarginTables {
  seller_settings: SellerSettingsTable;
  auto_pay_days: AutoPayDaysTable;
}
