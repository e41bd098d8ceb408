// generated — do not edit; edit schemas/fundBalance.yaml and run npm run generate

/**
 * A record of Balance details (/fund/balanceFund).
 */
export interface FundBalanceRecord {
  /**
   * Entry
   */
  id: number;
  /**
   * Type
   */
  type?: 'order' | 'recharge' | 'refund' | 'withdraw' | 'fee';
  /**
   * In
   */
  income?: number;
  /**
   * Out
   */
  outgoing?: number;
  /**
   * Change
   */
  change?: number;
  /**
   * Balance after
   */
  balance?: number;
  /**
   * Reference
   */
  related_no?: string;
  /**
   * Remark
   */
  remark?: string;
  /**
   * Time
   */
  created_at?: string;
}
