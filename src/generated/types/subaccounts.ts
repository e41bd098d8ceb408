// generated — do not edit; edit schemas/subaccounts.yaml and run npm run generate

/**
 * A record of Sub-accounts (/subaccount/subaccountList).
 */
export interface SubaccountsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Phone
   */
  tel: string;
  /**
   * Password
   */
  password?: string;
  /**
   * Remark
   */
  remark?: string;
  /**
   * Status
   */
  is_active?: 1 | 0;
  /**
   * Created
   */
  created_at?: string;
}
