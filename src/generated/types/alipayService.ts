// generated — do not edit; edit schemas/alipayService.yaml and run npm run generate

/**
 * A record of Alipay service (/alipay/AlipayServe).
 */
export interface AlipayServiceRecord {
  /**
   * Alipay app id
   */
  alipay_app_id: string;
  /**
   * Life account
   */
  life_account?: string;
  /**
   * Service phone
   */
  service_tel?: string;
  /**
   * Online service
   */
  service_enabled?: number;
  /**
   * Automatic reply
   */
  auto_reply?: string;
}
