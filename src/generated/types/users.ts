// generated — do not edit; edit schemas/users.yaml and run npm run generate

/**
 * A record of Users (/user/UserList).
 */
export interface UsersRecord {
  /**
   * User ID
   */
  id: number;
  /**
   * Nickname
   */
  nickname?: string;
  /**
   * Avatar
   */
  avatar?: string;
  /**
   * Phone
   */
  tel?: string;
  /**
   * City
   */
  city?: string;
  /**
   * Source
   */
  source?: 'wechat' | 'alipay' | 'douyin' | 'kuaishou';
  /**
   * Orders
   */
  order_count?: number;
  /**
   * Total spent
   */
  total_spent?: number;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Registered
   */
  registered_at?: string;
  /**
   * Last order
   */
  last_order_at?: string;
}
