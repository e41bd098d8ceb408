// generated — do not edit; edit schemas/fundFlowers.yaml and run npm run generate

/**
 * A record of Flower order funds (/fund/flowerFund).
 */
export interface FundFlowersRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Bouquet
   */
  bouquet?: string;
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
