// generated — do not edit; edit schemas/pricingRules.yaml and run npm run generate

/**
 * A record of Pricing rules (/price/list).
 */
export interface PricingRulesRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Rule name
   */
  name: string;
  /**
   * Scope
   */
  scope: 'all' | 'city' | 'cinema' | 'film' | 'hall_type';
  /**
   * City
   */
  city?: string;
  /**
   * Cinema
   */
  cinema_id?: number;
  /**
   * Film
   */
  film_id?: number;
  /**
   * Hall type
   */
  hall_type?: 'vip' | 'imax' | 'dolby' | '4d' | 'atmos' | 'screenx' | 'kids' | 'couples' | 'laser' | 'other';
  /**
   * Markup mode
   */
  markup_mode: 1 | 2;
  /**
   * Markup per ticket
   */
  markup_amount?: number;
  /**
   * Markup rate
   */
  markup_rate?: number;
  /**
   * Priority — Among the enabled rules matching a showing, the highest wins.
   */
  priority: number;
  /**
   * Valid from
   */
  valid_from: string;
  /**
   * Valid to
   */
  valid_to: string;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Remark
   */
  remark?: string;
  /**
   * Created
   */
  created_at?: string;
}
