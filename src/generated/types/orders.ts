// generated — do not edit; edit schemas/orders.yaml and run npm run generate

/**
 * A record of All orders (/cinema/alllist).
 */
export interface OrdersRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Order no.
   */
  order_no: string;
  /**
   * Film
   */
  film_name: string;
  /**
   * Cinema
   */
  cinema_name: string;
  /**
   * City
   */
  city?: string;
  /**
   * Hall type
   */
  hall_type?: 'vip' | 'imax' | 'dolby' | '4d' | 'atmos' | 'screenx' | 'kids' | 'couples' | 'laser' | 'other';
  /**
   * Show time
   */
  show_time?: string;
  /**
   * Seats
   */
  seats?: string[];
  /**
   * Tickets
   */
  ticket_count?: number;
  /**
   * Amount
   */
  amount?: number;
  /**
   * Status
   */
  status?: 0 | 1 | 2 | 3 | 4 | 5;
  /**
   * Buyer phone
   */
  buyer_tel?: string;
  /**
   * Agent
   */
  agent_name?: string;
  /**
   * Source
   */
  source?: 0 | 1;
  /**
   * Created
   */
  created_at?: string;
}
