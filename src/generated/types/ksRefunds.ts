// generated — do not edit; edit schemas/ksRefunds.yaml and run npm run generate

/**
 * A record of Refund requests (/couponKs/RequestRefund).
 */
export interface KsRefundsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Refund no.
   */
  refund_no?: string;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Coupon
   */
  coupon_name?: string;
  /**
   * Order amount
   */
  order_amount?: number;
  /**
   * Refund
   */
  refund_amount?: number;
  /**
   * Buyer
   */
  buyer_nick?: string;
  /**
   * Buyer phone
   */
  buyer_tel?: string;
  /**
   * Reason
   */
  reason?: 1 | 2 | 3 | 4;
  /**
   * Status
   */
  status?: 0 | 1 | 2;
  /**
   * Requested
   */
  applied_at?: string;
  /**
   * Handled
   */
  handled_at?: string;
}
