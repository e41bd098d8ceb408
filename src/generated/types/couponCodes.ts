// generated — do not edit; edit schemas/couponCodes.yaml and run npm run generate

/**
 * A record of Coupon codes (/local/couponCodeList).
 */
export interface CouponCodesRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Code
   */
  code?: string;
  /**
   * Coupon
   */
  coupon_name?: string;
  /**
   * Face value
   */
  face_value?: number;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Buyer phone
   */
  buyer_tel?: string;
  /**
   * Status
   */
  status?: 0 | 1 | 2 | 3;
  /**
   * Issued
   */
  created_at?: string;
  /**
   * Redeemed
   */
  redeemed_at?: string;
  /**
   * Redeemed at
   */
  cinema_name?: string;
}
