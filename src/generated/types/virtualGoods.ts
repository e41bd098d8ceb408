// generated — do not edit; edit schemas/virtualGoods.yaml and run npm run generate

/**
 * A record of Virtual goods (/local/generalMerchandise).
 */
export interface VirtualGoodsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * SKU
   */
  sku?: string;
  /**
   * Good
   */
  name?: string;
  /**
   * Delivery
   */
  delivery?: 1 | 2 | 3;
  /**
   * Price
   */
  price?: number;
  /**
   * Cost
   */
  cost?: number;
  /**
   * Stock left
   */
  stock?: number;
  /**
   * Sold
   */
  sold?: number;
  /**
   * Low-stock alert
   */
  alert_stock?: number;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Created
   */
  created_at?: string;
}
