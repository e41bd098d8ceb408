// generated — do not edit; edit schemas/subscribeMessages.yaml and run npm run generate

/**
 * A record of WeChat subscribe messages (/businessCooperation/subscribeNewsFeed).
 */
export interface SubscribeMessagesRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Mini-program
   */
  app_id: number;
  /**
   * Template
   */
  template: 'new_film' | 'show_start' | 'presale' | 'coupon_expiry';
  /**
   * Title
   */
  title: string;
  /**
   * Film
   */
  film_name?: string;
  /**
   * Opens page
   */
  page_path?: string;
  /**
   * Send time
   */
  send_time: string;
  /**
   * Status
   */
  status?: 2 | 0 | 3;
  /**
   * Subscribers
   */
  subscribers?: number;
  /**
   * Delivered
   */
  delivered?: number;
  /**
   * Created
   */
  created_at?: string;
}
