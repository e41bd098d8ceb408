// generated — do not edit; edit schemas/flowerOrders.yaml and run npm run generate

/**
 * A record of Flower orders (/flower/flowerList).
 */
export interface FlowerOrdersRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Bouquet
   */
  bouquet?: string;
  /**
   * Qty
   */
  quantity?: number;
  /**
   * Amount
   */
  amount?: number;
  /**
   * Recipient
   */
  recipient?: string;
  /**
   * Recipient phone
   */
  recipient_tel?: string;
  /**
   * City
   */
  city?: string;
  /**
   * Address
   */
  address?: string;
  /**
   * Card message
   */
  card_message?: string;
  /**
   * Delivery
   */
  status?: 1 | 2 | 3 | 0 | 4;
  /**
   * Buyer phone
   */
  buyer_tel?: string;
  /**
   * Ordered
   */
  created_at?: string;
  /**
   * Delivery time
   */
  delivery_time?: string;
}
