// generated — do not edit; edit schemas/fanWithdrawals.yaml and run npm run generate

/**
 * A record of Fan withdrawals (/device/tag).
 */
export interface FanWithdrawalsRecord {
  /**
   * Request no.
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
   * Reason for rejection
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
