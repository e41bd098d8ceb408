// generated — do not edit; edit schemas/merchantInfo.yaml and run npm run generate

/**
 * A record of Merchant information (/group/tag).
 */
export interface MerchantInfoRecord {
  /**
   * Shop name
   */
  shop_name: string;
  /**
   * Logo
   */
  logo?: string;
  /**
   * Contact
   */
  contact_name: string;
  /**
   * Contact phone
   */
  contact_tel: string;
  /**
   * Service phone
   */
  service_tel?: string;
  /**
   * Service hours
   */
  service_hours?: string;
  /**
   * City
   */
  city?: string;
  /**
   * Address
   */
  address?: string;
  /**
   * Home-page notice
   */
  notice?: string;
}
