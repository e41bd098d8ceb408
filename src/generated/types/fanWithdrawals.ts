// generated — do not edit; edit schemas/fanWithdrawals.yaml and run npm run generate

/**
 * A record of Fan withdrawals (/device/tag).
 */
export interface FanWithdrawalsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Fan
   */
  nickname?: string;
  /**
   * Phone
   */
  tel?: string;
  /**
   * Amount
   */
  amount?: number;
  /**
   * Paid to
   */
  channel?: 'wechat' | 'alipay';
  /**
   * Status
   */
  status?: 0 | 1 | 2;
  /**
   * Reason
   */
  reject_reason?: string;
  /**
   * Requested
   */
  created_at?: string;
  /**
   * Reviewed
   */
  reviewed_at?: string;
}
