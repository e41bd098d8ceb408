// generated — do not edit; edit schemas/localLifeProducts.yaml and run npm run generate

/**
 * A record of Local-life products (/local/alipayProducts).
 */
export interface LocalLifeProductsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Alipay item ID
   */
  item_id?: string;
  /**
   * Product
   */
  name?: string;
  /**
   * List price
   */
  list_price?: number;
  /**
   * Price
   */
  price?: number;
  /**
   * Stock
   */
  stock?: number;
  /**
   * Sales
   */
  sales?: number;
  /**
   * Shelf
   */
  status?: 1 | 0;
  /**
   * Created
   */
  created_at?: string;
}
