// generated — do not edit; edit schemas/ksOrders.yaml and run npm run generate

/**
 * A record of Orders (/couponKs/OrderList).
 */
export interface KsOrdersRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Order no.
   */
  order_no?: string;
  /**
   * Platform order no.
   */
  platform_order_id?: string;
  /**
   * Coupon
   */
  coupon_name?: string;
  /**
   * Qty
   */
  quantity?: number;
  /**
   * Unit price
   */
  unit_price?: number;
  /**
   * Amount
   */
  amount?: number;
  /**
   * Buyer
   */
  buyer_nick?: string;
  /**
   * Buyer phone
   */
  buyer_tel?: string;
  /**
   * Status
   */
  status?: 1 | 2 | 3 | 4;
  /**
   * Paid at
   */
  paid_at?: string;
  /**
   * Redeemed at
   */
  redeemed_at?: string;
}
