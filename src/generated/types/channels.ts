// generated — do not edit; edit schemas/channels.yaml and run npm run generate

/**
 * A record of Promotion slots (/statistics/extensionList).
 */
export interface ChannelsRecord {
  /**
   * Slot ID
   */
  id: number;
  /**
   * Name
   */
  name: string;
  /**
   * Account
   */
  nickname?: string;
  /**
   * Medium
   */
  media_id: number;
  /**
   * App
   */
  app_id: number;
  /**
   * Monthly cost
   */
  cost?: number;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Created
   */
  created_at?: string;
}
