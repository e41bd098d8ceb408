// generated — do not edit; edit schemas/cinemas.yaml and run npm run generate

/**
 * A record of Cinemas (/cinema/cinemaLists).
 */
export interface CinemasRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Cinema
   */
  name?: string;
  /**
   * City
   */
  city?: string;
  /**
   * Address
   */
  address?: string;
  /**
   * Special hall
   */
  hall_type?: 'vip' | 'imax' | 'dolby' | '4d' | 'atmos' | 'screenx' | 'kids' | 'couples' | 'laser' | 'other';
  /**
   * Halls
   */
  hall_count?: number;
  /**
   * Phone
   */
  tel?: string;
  /**
   * Status
   */
  status?: 1 | 0;
}
