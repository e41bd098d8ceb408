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
   * Permissions — 'key:action' per §3 action the sub-account holds on a permission key (order_all:query).
   */
  permissions?: string[];
  /**
   * Status
   */
  is_active?: 1 | 0;
  /**
   * Created
   */
  created_at?: string;
}
