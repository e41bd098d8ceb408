/** Seed word pools (see index.ts): the reseller's own business — promotion, exports, order remarks. */

/** Promotion apps (§3 app info: app_name). */
export const APP_NAMES = [
  '星光影票',
  '乐享电影',
  '悦影购票',
  '追光影城助手',
  '爆米花电影',
  '小鹿看片',
  '光影票务',
  '影迷之家',
  '好运电影票',
  '麦田观影',
] as const;

/** Promotion channels and their media (§3 media or channel; §2 /statistics/*). */
export const CHANNEL_NAMES = [
  '朋友圈广告',
  '公众号推文',
  '抖音信息流',
  '快手短视频',
  '小红书种草',
  '社群推广',
  '地推二维码',
  '影院海报',
  '视频号直播',
  '微博话题',
  '线下门店',
  '老客户转介绍',
] as const;

export const MEDIA_NAMES = [
  '微信公众号',
  '抖音',
  '快手',
  '小红书',
  '微博',
  '视频号',
  '支付宝生活号',
  '线下渠道',
] as const;

/** Console screens with an export button (the export-download log's sources). */
export const EXPORT_SOURCES = [
  '全部订单',
  '已出票订单',
  '已完成订单',
  '资金明细',
  '对账单',
  '券码列表',
  '用户管理',
] as const;

export const REMARKS = [
  '',
  '',
  '老客户',
  '团购订单',
  '加急处理',
  '已电话确认',
  '周末活动',
  '公司团建',
  '学生优惠',
  '会员复购',
  '需开发票',
  '渠道推广',
  '节假日备注',
  '客户要求靠中间座位',
  '已核对',
  '联系不上，稍后再试',
] as const;
