// generated — do not edit; edit schemas/newReleaseTemplate.yaml and run npm run generate

/**
 * A record of Alipay new-release template (/templatePush/templatePush).
 */
export interface NewReleaseTemplateRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Film
   */
  film_name: string;
  /**
   * Template ID
   */
  template_id: string;
  /**
   * Title
   */
  title: string;
  /**
   * Message
   */
  content: string;
  /**
   * Audience
   */
  audience: 'all' | 'buyers_90d' | 'city';
  /**
   * Push time
   */
  push_time: string;
  /**
   * Status
   */
  status?: 1 | 0 | 2;
  /**
   * Delivered
   */
  sent_count?: number;
  /**
   * Opened
   */
  open_count?: number;
  /**
   * Created
   */
  created_at?: string;
}
