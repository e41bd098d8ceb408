// generated — do not edit; edit schemas/fundOrders.yaml and run npm run generate

/**
 * A record of Ticket order funds (/fund/orderFund).
 */
export interface FundOrdersRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Film
   */
  film_name?: string;
  /**
   * Amount
   */
  amount?: number;
  /**
   * Cost
   */
  cost?: number;
  /**
   * Channel fee
   */
  fee?: number;
  /**
   * Profit
   */
  profit?: number;
  /**
   * Settlement
   */
  status?: 1 | 0;
  /**
   * Ordered
   */
  created_at?: string;
  /**
   * Settled at
   */
  settled_at?: string;
}
