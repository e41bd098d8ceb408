// generated — do not edit; edit schemas/mediaStatistics.yaml and run npm run generate

/**
 * A record of Media statistics (/statistics/mediumStatistics).
 */
export interface MediaStatisticsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Day
   */
  day?: string;
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
   * Turnover
   */
  turnover?: number;
  /**
   * Spend
   */
  cost?: number;
}
