// generated — do not edit; edit schemas/downloads.yaml and run npm run generate

/**
 * A record of Export downloads (/download/downloadList).
 */
export interface DownloadsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Screen
   */
  source?: string;
  /**
   * File
   */
  file_name?: string;
  /**
   * Status
   */
  status?: 2 | 1;
  /**
   * Size
   */
  size?: number;
  /**
   * Exported
   */
  created_at?: string;
  /**
   * Expires
   */
  expires_at?: string;
  /**
   * Download
   */
  url?: string;
}
