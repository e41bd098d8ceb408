// generated — do not edit; edit schemas/operationLog.yaml and run npm run generate

/**
 * A record of Operation log (/log/operationLog).
 */
export interface OperationLogRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Time
   */
  created_at?: string;
  /**
   * Account
   */
  account?: string;
  /**
   * Account type
   */
  is_sub_account?: 0 | 1;
  /**
   * Client address
   */
  client_ip?: string;
  /**
   * Resource
   */
  resource?: string;
  /**
   * Record ID
   */
  record_id?: string;
  /**
   * Action
   */
  action?: string;
  /**
   * Changes
   */
  changes?: string;
}
