// generated — do not edit; edit schemas/applications.yaml and run npm run generate

/**
 * A record of Applications (/application/applicationList).
 */
export interface ApplicationsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * App name
   */
  app_name: string;
  /**
   * Avatar
   */
  head_img?: string;
  /**
   * The open-platform authorisation that ties the app to this merchant (§3).
   */
  relationToBusiness?: {
    /**
     * Authorizer AppID
     */
    authorizer_appid?: string;
    /**
     * Authorised
     */
    authorized_at?: string;
  };
  /**
   * Platform
   */
  platform?: 'wechat' | 'alipay';
  /**
   * Category
   */
  category?: 'ticket' | 'ticket_food' | 'local_life';
  /**
   * Authorisation
   */
  status?: 1 | 0;
  /**
   * Orders this month
   */
  month_orders?: number;
}
