// generated — do not edit; edit schemas/foodOrders.yaml and run npm run generate

/**
 * A record of Food orders (/food/foodList).
 */
export interface FoodOrdersRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Cinema
   */
  cinema_name?: string;
  /**
   * Item
   */
  dish?: string;
  /**
   * Qty
   */
  quantity?: number;
  /**
   * Amount
   */
  amount?: number;
  /**
   * Pick-up code
   */
  pickup_code?: string;
  /**
   * Status
   */
  status?: 1 | 2 | 0 | 3;
  /**
   * Buyer phone
   */
  buyer_tel?: string;
  /**
   * Ordered
   */
  created_at?: string;
  /**
   * Picked up at
   */
  picked_at?: string;
}
