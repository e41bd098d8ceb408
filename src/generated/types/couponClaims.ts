// generated — do not edit; edit schemas/couponClaims.yaml and run npm run generate

/**
 * A record of User claims (/coupon/newUserReceiveList).
 */
export interface CouponClaimsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Claim no.
   */
  claim_no?: string;
  /**
   * Coupon
   */
  coupon_name?: string;
  /**
   * Face value
   */
  face_value?: number;
  /**
   * User phone
   */
  user_tel?: string;
  /**
   * Channel
   */
  channel?: 1 | 2 | 3;
  /**
   * Status
   */
  status?: 0 | 1 | 2;
  /**
   * Claimed
   */
  claimed_at?: string;
  /**
   * Redeemed
   */
  used_at?: string;
  /**
   * Redeemed at
   */
  cinema_name?: string;
}
