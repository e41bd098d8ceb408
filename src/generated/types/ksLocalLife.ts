// generated — do not edit; edit schemas/ksLocalLife.yaml and run npm run generate

/**
 * A record of Local life (/couponKs/LocalLife).
 */
export interface KsLocalLifeRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Package
   */
  name?: string;
  /**
   * Store
   */
  cinema_name?: string;
  /**
   * City
   */
  city?: string;
  /**
   * List price
   */
  list_price?: number;
  /**
   * Group price
   */
  price?: number;
  /**
   * Sales
   */
  sales?: number;
  /**
   * Creator commission (%)
   */
  commission_rate?: number;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Created
   */
  created_at?: string;
}
