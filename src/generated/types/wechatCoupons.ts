// generated — do not edit; edit schemas/wechatCoupons.yaml and run npm run generate

/**
 * A record of WeChat coupons (/WeChatTiCket/ConPonList).
 */
export interface WechatCouponsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Batch ID
   */
  stock_id?: string;
  /**
   * Coupon name
   */
  name?: string;
  /**
   * Type
   */
  coupon_type?: 1 | 2;
  /**
   * Face value
   */
  face_value?: number;
  /**
   * Minimum spend
   */
  min_spend?: number;
  /**
   * Batch size
   */
  total?: number;
  /**
   * Issued
   */
  issued?: number;
  /**
   * Used
   */
  used?: number;
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
