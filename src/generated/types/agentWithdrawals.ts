// generated — do not edit; edit schemas/agentWithdrawals.yaml and run npm run generate

/**
 * A record of Agent withdrawals (/device/list).
 */
export interface AgentWithdrawalsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Agent
   */
  agent_name?: string;
  /**
   * Phone
   */
  tel?: string;
  /**
   * Amount
   */
  amount: number;
  /**
   * Fee
   */
  fee?: number;
  /**
   * Payee
   */
  account_name: string;
  /**
   * Account no.
   */
  bank_card: string;
  /**
   * Status
   */
  status?: 0 | 1 | 2;
  /**
   * Remark
   */
  remark?: string;
  /**
   * Reviewed
   */
  reviewed_at?: string;
  /**
   * Requested
   */
  created_at?: string;
}
