// generated — do not edit; edit schemas/dashboard.yaml and run npm run generate

/**
 * A record of Home (/dashboard).
 */
export interface DashboardRecord {
  /**
   * Orders today
   */
  today_orders?: number;
  /**
   * Turnover today
   */
  today_turnover?: number;
  /**
   * Turnover this month
   */
  month_turnover?: number;
  /**
   * Withdrawable
   */
  withdrawable?: number;
  /**
   * Pending settlement
   */
  pending_settlement?: number;
}
