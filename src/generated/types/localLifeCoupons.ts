// generated — do not edit; edit schemas/localLifeCoupons.yaml and run npm run generate

/**
 * A record of Coupon center (/local/localLifeCoupon).
 */
export interface LocalLifeCouponsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Coupon name
   */
  name?: string;
  /**
   * Product
   */
  product_name?: string;
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
   * Status
   */
  status?: 1 | 0;
  /**
   * Sale starts
   */
  sale_start?: string;
  /**
   * Sale ends
   */
  sale_end?: string;
}
