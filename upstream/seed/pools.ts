/** Word lists behind the seed kinds: plausible data for a Chinese cinema-ticket reseller. */

export const FILMS = [
  '流浪地球2', '满江红', '热辣滚烫', '封神第一部', '第二十条', '哪吒之魔童闹海', '唐探1900', '飞驰人生2', '孤注一掷',
  '消失的她', '长安三万里', '八角笼中', '坚如磐石', '志愿军：雄兵出击', '年会不能停！', '抓娃娃', '默杀', '野孩子',
  '误杀3', '射雕英雄传：侠之大者', '熊出没·逆转时空', '你好，李焕英', '长津湖', '独行月球', '这个杀手不太冷静',
  '人生大事', '无名', '深海', '功夫熊猫4', '沙丘2', '哥斯拉大战金刚2', '头脑特工队2', '死侍与金刚狼', '异形：夺命舰',
  '疯狂动物城2', '阿凡达：水之道', '奥本海默', '变形金刚：超能勇士崛起', '第一炉香', '悬崖之上', '我和我的祖国', '中国医生',
  '万里归途', '奇迹·笨小孩', '隐入尘烟', '人生路不熟', '宇宙探索编辑部', '保你平安', '涉过愤怒的海', '白蛇：浮生', '走走停停', '三大队',
  '红毯先生', '我们一起摇太阳', '九龙城寨之围城', '维和防暴队', '从21世纪安全撤离', '好东西', '小小的我', '蛟龙行动',
] as const;

export const CINEMA_CHAINS = [
  { name: '万达影城', paren: true }, { name: '中影国际影城', paren: true }, { name: 'CGV影城', paren: true },
  { name: '卢米埃影城', paren: true }, { name: '博纳国际影城', paren: true }, { name: '金逸影城', paren: true },
  { name: '大地影院', paren: false }, { name: '横店电影城', paren: false }, { name: 'UME影城', paren: true },
  { name: '耀莱成龙影城', paren: true }, { name: '百老汇影城', paren: true }, { name: '星美国际影城', paren: true },
] as const;

export const CINEMA_BRANCHES = [
  'CBD店', '万象城店', '来福士店', '大悦城店', '太古里店', '龙湖天街店', '银泰城店', '吾悦广场店', '合生汇店', '印象城店',
  '五道口店', '中关村店', '徐家汇店', '五角场店', '天河城店', '春熙路店', '西湖文化广场店', '新街口店', '光谷店', '解放碑店',
] as const;

export const CITIES = [
  '北京', '上海', '广州', '深圳', '成都', '杭州', '重庆', '武汉', '西安', '南京', '天津', '苏州', '长沙', '郑州', '青岛',
  '沈阳', '宁波', '昆明', '合肥', '厦门', '福州', '济南', '大连', '哈尔滨',
] as const;

export const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'] as const;

export const GIVEN_NAMES = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平',
  '刚', '桂英', '子涵', '梓萱', '浩然', '宇轩', '欣怡', '思远', '雨桐', '俊杰', '晓燕', '建华', '志强', '海燕', '文博',
] as const;

export const COMPANY_PREFIXES = ['星光', '云端', '乐享', '悦影', '橙子', '小鹿', '蓝鲸', '麦田', '光影', '追光', '影迷', '爆米花', '好运', '初心'] as const;
export const COMPANY_SUFFIXES = [
  '影票工作室', '文化传媒有限公司', '电影票代理', '影视科技有限公司', '票务小店', '生活服务社', '网络科技有限公司', '观影俱乐部',
] as const;

export const WECHAT_NICKS = [
  '爱看电影的猫', '周末去看片', '小鱼儿', '追风少年', '橘子汽水', 'Lucky', '阿星', '晴天', '木子李', '一只快乐的影迷',
  '山海', '豆豆妈', '老王不在家', 'Coco', '拾光', '南风知我意', '奶茶三分糖', '冰美式', '不吃香菜', '夜猫子',
] as const;

export const REMARKS = [
  '', '', '老客户', '团购订单', '加急处理', '已电话确认', '周末活动', '公司团建', '学生优惠', '会员复购', '需开发票',
  '渠道推广', '节假日备注', '客户要求靠中间座位', '已核对', '联系不上，稍后再试',
] as const;

export const BANK_PREFIXES = ['6222', '6228', '6217', '6214', '6225', '6226', '6212'] as const;

/** Colours for the generated poster SVGs. */
export const POSTER_COLORS = ['#c0392b', '#8e44ad', '#2c3e50', '#16a085', '#d35400', '#2980b9', '#7f8c8d', '#27ae60', '#b03a2e', '#1f618d'] as const;

/** Flower-order bouquets (§2 /flower/flowerList). */
export const BOUQUETS = [
  '11枝红玫瑰花束', '19枝香槟玫瑰', '33枝粉玫瑰礼盒', '向日葵满天星花束', '白百合康乃馨花束', '郁金香混搭花束', '蓝色妖姬永生花',
  '粉色康乃馨母亲节花束', '红玫瑰心形礼盒', '洋桔梗小清新花束', '香水百合开业花篮', '绣球花桌花', '毕业季向日葵', '生日混搭花束',
] as const;

/** Food-ordering dishes (§2 /food/foodList): cinema snacks and meals. */
export const DISHES = [
  '爆米花（大桶）', '爆米花（中桶）+可乐', '焦糖爆米花双人套餐', '热狗', '鸡米花', '薯条', '芝士玉米杯', '招牌牛肉饭', '鸡腿堡套餐',
  '冰镇可乐', '柠檬茶', '珍珠奶茶', '美式咖啡', '观影双人零食套餐', '家庭观影套餐',
] as const;

/** Coupon titles (§2 Alipay, WeChat and short-video coupons). */
export const COUPON_NAMES = [
  '双人观影套餐券', '周末特惠观影券', '情侣厅专享券', '暑期亲子观影券', '春节档预售券', '午夜场观影券', 'IMAX厅特惠券',
  '爆米花套餐兑换券', '会员日观影券', '学生专享观影券', '周二观影特惠券', '新片首映观影券',
] as const;

/**
 * Coupon titles that state the record's terms ({v}: the value, {t}: the least spend), so a title never contradicts
 * the money columns beside it (seed.terms).
 */
export const COUPON_TITLES_WITH_THRESHOLD = ['满{t}减{v}观影券', '满{t}减{v}卖品券', '周末满{t}减{v}', '新人满{t}减{v}券', 'IMAX厅满{t}减{v}'] as const;
export const COUPON_TITLES_WITHOUT_THRESHOLD = ['立减{v}元观影券', '{v}元观影代金券', '新人立减{v}元', 'IMAX厅立减{v}元', '{v}元卖品代金券', '首单立减{v}元'] as const;

/** Local-life products and virtual goods (§2 /local/alipayProducts, /local/generalMerchandise). */
export const PRODUCTS = [
  '单人2D观影票', '双人观影套餐', '3D电影票（含眼镜）', 'IMAX观影券', '爆米花可乐套餐兑换券', '全国通兑电影票', '影城储值卡',
  '影城通用兑换码', '亲子观影三人套餐', '午夜场观影券', '杜比全景声观影券', '会员年卡',
] as const;

/** Film genres. */
export const GENRES = ['剧情', '喜剧', '动作', '爱情', '科幻', '动画', '悬疑', '犯罪', '战争', '家庭', '冒险', '奇幻', '历史', '惊悚'] as const;

/** Area codes of the cities (landlines). */
export const AREA_CODES = ['010', '021', '020', '0755', '028', '0571', '023', '027', '029', '025', '022', '0512'] as const;

/** Promotion apps (§3 app info: app_name). */
export const APP_NAMES = [
  '星光影票', '乐享电影', '悦影购票', '追光影城助手', '爆米花电影', '小鹿看片', '光影票务', '影迷之家', '好运电影票', '麦田观影',
] as const;

/** Promotion channels and their media (§3 media or channel; §2 /statistics/*). */
export const CHANNEL_NAMES = [
  '朋友圈广告', '公众号推文', '抖音信息流', '快手短视频', '小红书种草', '社群推广', '地推二维码', '影院海报', '视频号直播', '微博话题',
  '线下门店', '老客户转介绍',
] as const;
export const MEDIA_NAMES = ['微信公众号', '抖音', '快手', '小红书', '微博', '视频号', '支付宝生活号', '线下渠道'] as const;

/** Districts of each city of CITIES, for delivery addresses that exist. */
export const DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  北京: ['朝阳区', '海淀区', '东城区', '丰台区'], 上海: ['浦东新区', '徐汇区', '静安区', '杨浦区'], 广州: ['天河区', '越秀区', '海珠区'],
  深圳: ['南山区', '福田区', '宝安区'], 成都: ['锦江区', '武侯区', '高新区'], 杭州: ['西湖区', '上城区', '滨江区'], 重庆: ['渝中区', '江北区', '南岸区'],
  武汉: ['江汉区', '武昌区', '洪山区'], 西安: ['雁塔区', '碑林区', '未央区'], 南京: ['鼓楼区', '玄武区', '建邺区'], 天津: ['和平区', '南开区', '河西区'],
  苏州: ['姑苏区', '工业园区', '吴中区'], 长沙: ['岳麓区', '芙蓉区', '天心区'], 郑州: ['金水区', '二七区', '郑东新区'], 青岛: ['市南区', '崂山区', '李沧区'],
  沈阳: ['和平区', '沈河区', '浑南区'], 宁波: ['海曙区', '鄞州区', '江北区'], 昆明: ['五华区', '盘龙区', '官渡区'], 合肥: ['蜀山区', '包河区', '庐阳区'],
  厦门: ['思明区', '湖里区', '集美区'], 福州: ['鼓楼区', '台江区', '仓山区'], 济南: ['历下区', '市中区', '槐荫区'], 大连: ['中山区', '沙河口区', '甘井子区'],
  哈尔滨: ['南岗区', '道里区', '香坊区'],
};
export const ROADS = ['建国路', '中山路', '人民路', '解放路', '长江路', '南京路', '科技园路', '滨江大道', '文化路', '和平路'] as const;

/** Console screens with an export button (the export-download log's sources). */
export const EXPORT_SOURCES = ['全部订单', '已出票订单', '已完成订单', '资金明细', '对账单', '券码列表', '用户管理'] as const;
