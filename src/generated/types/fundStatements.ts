// generated — do not edit; edit schemas/fundStatements.yaml and run npm run generate

/**
 * A record of Statements (/fund/accountStatement).
 */
export interface FundStatementsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Period
   */
  period?: string;
  /**
   * Settled orders
   */
  order_count?: number;
  /**
   * Income
   */
  income?: number;
  /**
   * Outgoings
   */
  outgoings?: number;
  /**
   * Net
   */
  net?: number;
  /**
   * Closing
   */
  closing?: number;
  /**
   * Opening
   */
  opening?: number;
  /**
   * Status
   */
  status?: 1 | 0;
}
