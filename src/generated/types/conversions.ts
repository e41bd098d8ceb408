// generated — do not edit; edit schemas/conversions.yaml and run npm run generate

/**
 * A record of Conversions (/statistics/list).
 */
export interface ConversionsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Day
   */
  day?: string;
  /**
   * Slot
   */
  channel_id?: number;
  /**
   * Medium
   */
  media_id?: number;
  /**
   * App
   */
  app_id?: number;
  /**
   * Visitors
   */
  visitors?: number;
  /**
   * Orders
   */
  orders?: number;
  /**
   * Tickets
   */
  tickets?: number;
  /**
   * Turnover
   */
  turnover?: number;
  /**
   * Spend
   */
  cost?: number;
}
