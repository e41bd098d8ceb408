// generated — do not edit; edit schemas/businessCooperation.yaml and run npm run generate

/**
 * A record of Alipay business cooperation (/businessCooperation/businessCooperation).
 */
export interface BusinessCooperationRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Applicant
   */
  company?: string;
  /**
   * Kind
   */
  coop_type?: 'cinema' | 'snack' | 'coupon' | 'joint';
  /**
   * Contact
   */
  contact?: string;
  /**
   * Phone
   */
  tel?: string;
  /**
   * City
   */
  city?: string;
  /**
   * Expected monthly sales
   */
  monthly_volume?: number;
  /**
   * Review
   */
  status?: 0 | 1 | 2;
  /**
   * Review note
   */
  review_remark?: string;
  /**
   * Applied
   */
  created_at?: string;
}
