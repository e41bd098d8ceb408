// generated — do not edit; edit schemas/media.yaml and run npm run generate

/**
 * A record of Media (/statistics/mediumList).
 */
export interface MediaRecord {
  /**
   * Media ID
   */
  id: number;
  /**
   * Name
   */
  name: string;
  /**
   * App
   */
  app_id: number;
  /**
   * Created
   */
  created_at?: string;
}
