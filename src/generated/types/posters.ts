// generated — do not edit; edit schemas/posters.yaml and run npm run generate

/**
 * A record of Material center (/poster/sharePoster).
 */
export interface PostersRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Poster
   */
  image: string;
  /**
   * Title
   */
  title: string;
  /**
   * Cinema
   */
  cinema_id?: number;
  /**
   * App ID
   */
  appid?: string;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Source
   */
  is_official?: 1 | 0;
  /**
   * Created
   */
  created_at?: string;
}
