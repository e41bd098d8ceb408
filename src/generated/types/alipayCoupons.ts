// generated — do not edit; edit schemas/alipayCoupons.yaml and run npm run generate

/**
 * A record of Coupons (/coupon/newCouponList).
 */
export interface AlipayCouponsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Activity ID
   */
  activity_id?: string;
  /**
   * Coupon name
   */
  name: string;
  /**
   * Type
   */
  coupon_type?: 1 | 2 | 3;
  /**
   * Face value
   */
  face_value?: number;
  /**
   * Minimum spend
   */
  min_spend?: number;
  /**
   * Stock
   */
  stock?: number;
  /**
   * Claimed
   */
  claimed?: number;
  /**
   * Redeemed
   */
  redeemed?: number;
  /**
   * Status
   */
  status?: 1 | 2 | 0 | 3;
  /**
   * Created
   */
  created_at?: string;
  /**
   * Valid from
   */
  valid_from?: string;
  /**
   * Valid to
   */
  valid_to?: string;
}
