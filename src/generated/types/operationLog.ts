// generated — do not edit; edit schemas/operationLog.yaml and run npm run generate

/**
 * A record of Operation log (/log/operationLog).
 */
export interface OperationLogRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Time
   */
  created_at?: string;
  /**
   * Account
   */
  account?: string;
  /**
   * Account type
   */
  is_sub_account?: 0 | 1;
  /**
   * Client address
   */
  client_ip?: string;
  /**
   * Resource
   */
  resource?:
    | 'agentWithdrawals'
    | 'alipayCoupons'
    | 'alipayService'
    | 'businessCooperation'
    | 'carouselImages'
    | 'channels'
    | 'downloads'
    | 'fanWithdrawals'
    | 'juniorAgents'
    | 'ksCoupons'
    | 'ksRefunds'
    | 'localLifeCoupons'
    | 'localLifeProducts'
    | 'media'
    | 'merchantInfo'
    | 'newReleaseTemplate'
    | 'orders'
    | 'posters'
    | 'pricingRules'
    | 'subaccounts'
    | 'subscribeMessages'
    | 'virtualGoods';
  /**
   * Record ID
   */
  record_id?: string;
  /**
   * Action
   */
  action?:
    | 'create'
    | 'update'
    | 'delete'
    | 'pause'
    | 'resume'
    | 'disable'
    | 'enable'
    | 'approve'
    | 'reject'
    | 'import'
    | 'cancel'
    | 'grab'
    | 'disableSelected'
    | 'enableSelected';
  /**
   * Changes
   */
  changes?: string;
}
