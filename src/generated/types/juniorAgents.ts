// generated — do not edit; edit schemas/juniorAgents.yaml and run npm run generate

/**
 * A record of Agents (/merchant/list).
 */
export interface JuniorAgentsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Agent
   */
  name: string;
  /**
   * Contact
   */
  contact: string;
  /**
   * Phone
   */
  tel: string;
  /**
   * City
   */
  city?: string;
  /**
   * Profit share — Stored in percent points (12.5 = 12.50 %), as the form shows it.
   */
  share_rate?: number;
  /**
   * Orders
   */
  order_count?: number;
  /**
   * Turnover
   */
  turnover?: number;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Remark
   */
  remark?: string;
  /**
   * Joined
   */
  created_at?: string;
}
