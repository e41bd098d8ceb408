/** Seed word pools (see index.ts): what is sold besides tickets — bouquets, dishes, coupons, local-life products. */

/** Flower-order bouquets (§2 /flower/flowerList). */
export const BOUQUETS = [
  '11枝红玫瑰花束',
  '19枝香槟玫瑰',
  '33枝粉玫瑰礼盒',
  '向日葵满天星花束',
  '白百合康乃馨花束',
  '郁金香混搭花束',
  '蓝色妖姬永生花',
  '粉色康乃馨母亲节花束',
  '红玫瑰心形礼盒',
  '洋桔梗小清新花束',
  '香水百合开业花篮',
  '绣球花桌花',
  '毕业季向日葵',
  '生日混搭花束',
] as const;

/** Food-ordering dishes (§2 /food/foodList): cinema snacks and meals. */
export const DISHES = [
  '爆米花（大桶）',
  '爆米花（中桶）+可乐',
  '焦糖爆米花双人套餐',
  '热狗',
  '鸡米花',
  '薯条',
  '芝士玉米杯',
  '招牌牛肉饭',
  '鸡腿堡套餐',
  '冰镇可乐',
  '柠檬茶',
  '珍珠奶茶',
  '美式咖啡',
  '观影双人零食套餐',
  '家庭观影套餐',
] as const;

/** Coupon titles (§2 Alipay, WeChat and short-video coupons). */
export const COUPON_NAMES = [
  '双人观影套餐券',
  '周末特惠观影券',
  '情侣厅专享券',
  '暑期亲子观影券',
  '春节档预售券',
  '午夜场观影券',
  'IMAX厅特惠券',
  '爆米花套餐兑换券',
  '会员日观影券',
  '学生专享观影券',
  '周二观影特惠券',
  '新片首映观影券',
] as const;

/**
 * Coupon titles that state the record's terms ({v}: the value, {t}: the least spend), so a title never contradicts
 * the money columns beside it (seed.terms).
 */
export const COUPON_TITLES_WITH_THRESHOLD = [
  '满{t}减{v}观影券',
  '满{t}减{v}卖品券',
  '周末满{t}减{v}',
  '新人满{t}减{v}券',
  'IMAX厅满{t}减{v}',
] as const;

export const COUPON_TITLES_WITHOUT_THRESHOLD = [
  '立减{v}元观影券',
  '{v}元观影代金券',
  '新人立减{v}元',
  'IMAX厅立减{v}元',
  '{v}元卖品代金券',
  '首单立减{v}元',
] as const;

/** Local-life products and virtual goods (§2 /local/alipayProducts, /local/generalMerchandise). */
export const PRODUCTS = [
  '单人2D观影票',
  '双人观影套餐',
  '3D电影票（含眼镜）',
  'IMAX观影券',
  '爆米花可乐套餐兑换券',
  '全国通兑电影票',
  '影城储值卡',
  '影城通用兑换码',
  '亲子观影三人套餐',
  '午夜场观影券',
  '杜比全景声观影券',
  '会员年卡',
] as const;
