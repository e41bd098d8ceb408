// generated — do not edit; edit schemas/ksClaims.yaml and run npm run generate

/**
 * A record of User claims (/couponKs/UserReceiveList).
 */
export interface KsClaimsRecord {
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
   * User
   */
  user_nick?: string;
  /**
   * User phone
   */
  user_tel?: string;
  /**
   * Source
   */
  source?: 1 | 2 | 3;
  /**
   * Status
   */
  status?: 0 | 1 | 2;
  /**
   * Claimed
   */
  claimed_at?: string;
  /**
   * Used at
   */
  used_at?: string;
}
