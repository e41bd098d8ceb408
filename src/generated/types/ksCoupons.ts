// generated — do not edit; edit schemas/ksCoupons.yaml and run npm run generate

/**
 * A record of Coupons (/couponKs/CouponsList).
 */
export interface KsCouponsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Product ID
   */
  product_id?: string;
  /**
   * Coupon name
   */
  name?: string;
  /**
   * Face value
   */
  face_value?: number;
  /**
   * Sale price
   */
  sale_price?: number;
  /**
   * Stock
   */
  stock?: number;
  /**
   * Sold
   */
  sold?: number;
  /**
   * Redeemed
   */
  redeemed?: number;
  /**
   * Status
   */
  status?: 1 | 0 | 2;
  /**
   * Valid from
   */
  valid_from?: string;
  /**
   * Valid to
   */
  valid_to?: string;
}
