// generated — do not edit; edit schemas/voucherPurchases.yaml and run npm run generate

/**
 * A record of Voucher purchases (/local/voucherPurchase).
 */
export interface VoucherPurchasesRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Voucher
   */
  voucher_name?: string;
  /**
   * Face value
   */
  face_value?: number;
  /**
   * Paid
   */
  pay_amount?: number;
  /**
   * Buyer phone
   */
  buyer_tel?: string;
  /**
   * Alipay trade no.
   */
  trade_no?: string;
  /**
   * Status
   */
  status?: 1 | 2 | 3;
  /**
   * Paid at
   */
  paid_at?: string;
  /**
   * Refunded at
   */
  refunded_at?: string;
}
