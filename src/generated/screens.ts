// generated — do not edit; edit schemas/*.yaml and routes.yaml and run npm run generate

import { lazyScreen, moduleLoader } from '../platform/routing/lazyScreen';
import type { ResourceScreens } from '../platform/routing/types';

const loadAgentWithdrawals = moduleLoader(() => import('./resources/agentWithdrawals'));
const loadAlipayCoupons = moduleLoader(() => import('./resources/alipayCoupons'));
const loadAlipayService = moduleLoader(() => import('./resources/alipayService'));
const loadApplications = moduleLoader(() => import('./resources/applications'));
const loadBusinessCooperation = moduleLoader(() => import('./resources/businessCooperation'));
const loadCarouselImages = moduleLoader(() => import('./resources/carouselImages'));
const loadChannels = moduleLoader(() => import('./resources/channels'));
const loadCinemas = moduleLoader(() => import('./resources/cinemas'));
const loadConversions = moduleLoader(() => import('./resources/conversions'));
const loadCouponClaims = moduleLoader(() => import('./resources/couponClaims'));
const loadCouponCodes = moduleLoader(() => import('./resources/couponCodes'));
const loadDashboard = moduleLoader(() => import('./resources/dashboard'));
const loadDownloads = moduleLoader(() => import('./resources/downloads'));
const loadFanWithdrawals = moduleLoader(() => import('./resources/fanWithdrawals'));
const loadFilms = moduleLoader(() => import('./resources/films'));
const loadFlowerOrders = moduleLoader(() => import('./resources/flowerOrders'));
const loadFoodOrders = moduleLoader(() => import('./resources/foodOrders'));
const loadFundBalance = moduleLoader(() => import('./resources/fundBalance'));
const loadFundFlowers = moduleLoader(() => import('./resources/fundFlowers'));
const loadFundOrders = moduleLoader(() => import('./resources/fundOrders'));
const loadFundStatements = moduleLoader(() => import('./resources/fundStatements'));
const loadJuniorAgents = moduleLoader(() => import('./resources/juniorAgents'));
const loadKsClaims = moduleLoader(() => import('./resources/ksClaims'));
const loadKsCoupons = moduleLoader(() => import('./resources/ksCoupons'));
const loadKsLocalLife = moduleLoader(() => import('./resources/ksLocalLife'));
const loadKsOrders = moduleLoader(() => import('./resources/ksOrders'));
const loadKsRefunds = moduleLoader(() => import('./resources/ksRefunds'));
const loadLocalLifeCoupons = moduleLoader(() => import('./resources/localLifeCoupons'));
const loadLocalLifeProducts = moduleLoader(() => import('./resources/localLifeProducts'));
const loadMedia = moduleLoader(() => import('./resources/media'));
const loadMediaStatistics = moduleLoader(() => import('./resources/mediaStatistics'));
const loadMerchantInfo = moduleLoader(() => import('./resources/merchantInfo'));
const loadNewReleaseTemplate = moduleLoader(() => import('./resources/newReleaseTemplate'));
const loadOperationLog = moduleLoader(() => import('./resources/operationLog'));
const loadOrders = moduleLoader(() => import('./resources/orders'));
const loadPosters = moduleLoader(() => import('./resources/posters'));
const loadPricingRules = moduleLoader(() => import('./resources/pricingRules'));
const loadSubaccounts = moduleLoader(() => import('./resources/subaccounts'));
const loadSubscribeMessages = moduleLoader(() => import('./resources/subscribeMessages'));
const loadUsers = moduleLoader(() => import('./resources/users'));
const loadVirtualGoods = moduleLoader(() => import('./resources/virtualGoods'));
const loadVoucherPurchases = moduleLoader(() => import('./resources/voucherPurchases'));
const loadWechatCoupons = moduleLoader(() => import('./resources/wechatCoupons'));
const loadFeaturePermissionDiagnostic = moduleLoader(() => import('../features/permissionDiagnostic'));
const loadFeatureTestHome = moduleLoader(() => import('../features/testHome'));

/** Each resource's and view's screens, by react-admin resource id. */
export const screens = {
  agentWithdrawals: {
    preload: loadAgentWithdrawals,
    list: lazyScreen(loadAgentWithdrawals, 'AgentWithdrawalsList'),
    show: lazyScreen(loadAgentWithdrawals, 'AgentWithdrawalsShow'),
    create: lazyScreen(loadAgentWithdrawals, 'AgentWithdrawalsCreate'),
  },
  alipayCoupons: {
    preload: loadAlipayCoupons,
    list: lazyScreen(loadAlipayCoupons, 'AlipayCouponsList'),
    show: lazyScreen(loadAlipayCoupons, 'AlipayCouponsShow'),
  },
  alipayService: { preload: loadAlipayService, list: lazyScreen(loadAlipayService, 'AlipayServiceForm') },
  applications: {
    preload: loadApplications,
    list: lazyScreen(loadApplications, 'ApplicationsList'),
    show: lazyScreen(loadApplications, 'ApplicationsShow'),
  },
  businessCooperation: {
    preload: loadBusinessCooperation,
    list: lazyScreen(loadBusinessCooperation, 'BusinessCooperationList'),
    show: lazyScreen(loadBusinessCooperation, 'BusinessCooperationShow'),
    edit: lazyScreen(loadBusinessCooperation, 'BusinessCooperationEdit'),
  },
  carouselImages: {
    preload: loadCarouselImages,
    list: lazyScreen(loadCarouselImages, 'CarouselImagesList'),
    show: lazyScreen(loadCarouselImages, 'CarouselImagesShow'),
    create: lazyScreen(loadCarouselImages, 'CarouselImagesCreate'),
    edit: lazyScreen(loadCarouselImages, 'CarouselImagesEdit'),
  },
  channels: {
    preload: loadChannels,
    list: lazyScreen(loadChannels, 'ChannelsList'),
    show: lazyScreen(loadChannels, 'ChannelsShow'),
    create: lazyScreen(loadChannels, 'ChannelsCreate'),
    edit: lazyScreen(loadChannels, 'ChannelsEdit'),
  },
  cinemas: {
    preload: loadCinemas,
    list: lazyScreen(loadCinemas, 'CinemasList'),
    show: lazyScreen(loadCinemas, 'CinemasShow'),
  },
  conversions: {
    preload: loadConversions,
    list: lazyScreen(loadConversions, 'ConversionsList'),
    show: lazyScreen(loadConversions, 'ConversionsShow'),
  },
  couponClaims: {
    preload: loadCouponClaims,
    list: lazyScreen(loadCouponClaims, 'CouponClaimsList'),
    show: lazyScreen(loadCouponClaims, 'CouponClaimsShow'),
  },
  couponCodes: {
    preload: loadCouponCodes,
    list: lazyScreen(loadCouponCodes, 'CouponCodesList'),
    show: lazyScreen(loadCouponCodes, 'CouponCodesShow'),
  },
  dashboard: { preload: loadDashboard, list: lazyScreen(loadDashboard, 'DashboardDashboard') },
  downloads: {
    preload: loadDownloads,
    list: lazyScreen(loadDownloads, 'DownloadsList'),
    show: lazyScreen(loadDownloads, 'DownloadsShow'),
  },
  fanWithdrawals: {
    preload: loadFanWithdrawals,
    list: lazyScreen(loadFanWithdrawals, 'FanWithdrawalsList'),
    show: lazyScreen(loadFanWithdrawals, 'FanWithdrawalsShow'),
  },
  films: {
    preload: loadFilms,
    list: lazyScreen(loadFilms, 'FilmsList'),
    show: lazyScreen(loadFilms, 'FilmsShow'),
  },
  flowerOrders: {
    preload: loadFlowerOrders,
    list: lazyScreen(loadFlowerOrders, 'FlowerOrdersList'),
    show: lazyScreen(loadFlowerOrders, 'FlowerOrdersShow'),
  },
  foodOrders: {
    preload: loadFoodOrders,
    list: lazyScreen(loadFoodOrders, 'FoodOrdersList'),
    show: lazyScreen(loadFoodOrders, 'FoodOrdersShow'),
  },
  fundBalance: { preload: loadFundBalance, list: lazyScreen(loadFundBalance, 'FundBalanceList') },
  fundFlowers: { preload: loadFundFlowers, list: lazyScreen(loadFundFlowers, 'FundFlowersList') },
  fundOrders: { preload: loadFundOrders, list: lazyScreen(loadFundOrders, 'FundOrdersList') },
  fundStatements: { preload: loadFundStatements, list: lazyScreen(loadFundStatements, 'FundStatementsList') },
  juniorAgents: {
    preload: loadJuniorAgents,
    list: lazyScreen(loadJuniorAgents, 'JuniorAgentsList'),
    show: lazyScreen(loadJuniorAgents, 'JuniorAgentsShow'),
    create: lazyScreen(loadJuniorAgents, 'JuniorAgentsCreate'),
    edit: lazyScreen(loadJuniorAgents, 'JuniorAgentsEdit'),
  },
  ksClaims: {
    preload: loadKsClaims,
    list: lazyScreen(loadKsClaims, 'KsClaimsList'),
    show: lazyScreen(loadKsClaims, 'KsClaimsShow'),
  },
  ksCoupons: {
    preload: loadKsCoupons,
    list: lazyScreen(loadKsCoupons, 'KsCouponsList'),
    show: lazyScreen(loadKsCoupons, 'KsCouponsShow'),
  },
  ksLocalLife: {
    preload: loadKsLocalLife,
    list: lazyScreen(loadKsLocalLife, 'KsLocalLifeList'),
    show: lazyScreen(loadKsLocalLife, 'KsLocalLifeShow'),
  },
  ksOrders: {
    preload: loadKsOrders,
    list: lazyScreen(loadKsOrders, 'KsOrdersList'),
    show: lazyScreen(loadKsOrders, 'KsOrdersShow'),
  },
  ksRefunds: {
    preload: loadKsRefunds,
    list: lazyScreen(loadKsRefunds, 'KsRefundsList'),
    show: lazyScreen(loadKsRefunds, 'KsRefundsShow'),
  },
  localLifeCoupons: {
    preload: loadLocalLifeCoupons,
    list: lazyScreen(loadLocalLifeCoupons, 'LocalLifeCouponsList'),
    show: lazyScreen(loadLocalLifeCoupons, 'LocalLifeCouponsShow'),
  },
  localLifeProducts: {
    preload: loadLocalLifeProducts,
    list: lazyScreen(loadLocalLifeProducts, 'LocalLifeProductsList'),
    show: lazyScreen(loadLocalLifeProducts, 'LocalLifeProductsShow'),
  },
  media: {
    preload: loadMedia,
    list: lazyScreen(loadMedia, 'MediaList'),
    show: lazyScreen(loadMedia, 'MediaShow'),
    create: lazyScreen(loadMedia, 'MediaCreate'),
    edit: lazyScreen(loadMedia, 'MediaEdit'),
  },
  mediaStatistics: {
    preload: loadMediaStatistics,
    list: lazyScreen(loadMediaStatistics, 'MediaStatisticsList'),
    show: lazyScreen(loadMediaStatistics, 'MediaStatisticsShow'),
  },
  merchantInfo: { preload: loadMerchantInfo, list: lazyScreen(loadMerchantInfo, 'MerchantInfoForm') },
  newReleaseTemplate: {
    preload: loadNewReleaseTemplate,
    list: lazyScreen(loadNewReleaseTemplate, 'NewReleaseTemplateList'),
    show: lazyScreen(loadNewReleaseTemplate, 'NewReleaseTemplateShow'),
    create: lazyScreen(loadNewReleaseTemplate, 'NewReleaseTemplateCreate'),
    edit: lazyScreen(loadNewReleaseTemplate, 'NewReleaseTemplateEdit'),
  },
  operationLog: {
    preload: loadOperationLog,
    list: lazyScreen(loadOperationLog, 'OperationLogList'),
    show: lazyScreen(loadOperationLog, 'OperationLogShow'),
  },
  orders: {
    preload: loadOrders,
    list: lazyScreen(loadOrders, 'OrdersList'),
    show: lazyScreen(loadOrders, 'OrdersShow'),
  },
  ordersToGrab: {
    preload: loadOrders,
    list: lazyScreen(loadOrders, 'OrdersToGrabList'),
    show: lazyScreen(loadOrders, 'OrdersToGrabShow'),
  },
  ordersIssued: {
    preload: loadOrders,
    list: lazyScreen(loadOrders, 'OrdersIssuedList'),
    show: lazyScreen(loadOrders, 'OrdersIssuedShow'),
  },
  ordersCompleted: {
    preload: loadOrders,
    list: lazyScreen(loadOrders, 'OrdersCompletedList'),
    show: lazyScreen(loadOrders, 'OrdersCompletedShow'),
  },
  juniorOrders: {
    preload: loadOrders,
    list: lazyScreen(loadOrders, 'JuniorOrdersList'),
    show: lazyScreen(loadOrders, 'JuniorOrdersShow'),
  },
  posters: {
    preload: loadPosters,
    list: lazyScreen(loadPosters, 'PostersList'),
    create: lazyScreen(loadPosters, 'PostersCreate'),
    edit: lazyScreen(loadPosters, 'PostersEdit'),
  },
  officialPosters: { preload: loadPosters, list: lazyScreen(loadPosters, 'OfficialPostersList') },
  pricingRules: {
    preload: loadPricingRules,
    list: lazyScreen(loadPricingRules, 'PricingRulesList'),
    show: lazyScreen(loadPricingRules, 'PricingRulesShow'),
    create: lazyScreen(loadPricingRules, 'PricingRulesCreate'),
    edit: lazyScreen(loadPricingRules, 'PricingRulesEdit'),
  },
  subaccounts: {
    preload: loadSubaccounts,
    list: lazyScreen(loadSubaccounts, 'SubaccountsList'),
    show: lazyScreen(loadSubaccounts, 'SubaccountsShow'),
    create: lazyScreen(loadSubaccounts, 'SubaccountsCreate'),
    edit: lazyScreen(loadSubaccounts, 'SubaccountsEdit'),
  },
  subscribeMessages: {
    preload: loadSubscribeMessages,
    list: lazyScreen(loadSubscribeMessages, 'SubscribeMessagesList'),
    show: lazyScreen(loadSubscribeMessages, 'SubscribeMessagesShow'),
    create: lazyScreen(loadSubscribeMessages, 'SubscribeMessagesCreate'),
    edit: lazyScreen(loadSubscribeMessages, 'SubscribeMessagesEdit'),
  },
  users: {
    preload: loadUsers,
    list: lazyScreen(loadUsers, 'UsersList'),
    show: lazyScreen(loadUsers, 'UsersShow'),
  },
  virtualGoods: {
    preload: loadVirtualGoods,
    list: lazyScreen(loadVirtualGoods, 'VirtualGoodsList'),
    show: lazyScreen(loadVirtualGoods, 'VirtualGoodsShow'),
  },
  voucherPurchases: {
    preload: loadVoucherPurchases,
    list: lazyScreen(loadVoucherPurchases, 'VoucherPurchasesList'),
    show: lazyScreen(loadVoucherPurchases, 'VoucherPurchasesShow'),
  },
  wechatCoupons: {
    preload: loadWechatCoupons,
    list: lazyScreen(loadWechatCoupons, 'WechatCouponsList'),
    show: lazyScreen(loadWechatCoupons, 'WechatCouponsShow'),
  },
} satisfies Record<string, ResourceScreens>;

/** The screen of each routes.yaml page a feature builds, by page key. */
export const pageScreens = {
  testHome: lazyScreen(loadFeatureTestHome, 'TestHomePage'),
  permissionDiagnostic: lazyScreen(loadFeaturePermissionDiagnostic, 'PermissionDiagnosticPage'),
};

/** The module a path opens: a list's or detail route's, a resource's record screens (`/<name>/…`), a page's. */
export const openingModules: Readonly<Record<string, () => Promise<unknown>>> = {
  '/agentWithdrawals': loadAgentWithdrawals,
  '/alipay/AlipayServe': loadAlipayService,
  '/alipayCoupons': loadAlipayCoupons,
  '/alipayService': loadAlipayService,
  '/application/applicationList': loadApplications,
  '/applications': loadApplications,
  '/businessCooperation': loadBusinessCooperation,
  '/businessCooperation/businessCooperation': loadBusinessCooperation,
  '/businessCooperation/subscribeNewsFeed': loadSubscribeMessages,
  '/carouselImages': loadCarouselImages,
  '/channels': loadChannels,
  '/cinema/agentlist': loadOrders,
  '/cinema/alllist': loadOrders,
  '/cinema/cinemaLists': loadCinemas,
  '/cinema/detail/Details': loadOrders,
  '/cinema/juniorOrder': loadOrders,
  '/cinema/orderSuccess': loadOrders,
  '/cinema/Success': loadOrders,
  '/cinemas': loadCinemas,
  '/conversions': loadConversions,
  '/coupon/newCouponList': loadAlipayCoupons,
  '/coupon/newUserReceiveList': loadCouponClaims,
  '/couponClaims': loadCouponClaims,
  '/couponCodes': loadCouponCodes,
  '/couponKs/CouponsList': loadKsCoupons,
  '/couponKs/LocalLife': loadKsLocalLife,
  '/couponKs/OrderList': loadKsOrders,
  '/couponKs/RequestRefund': loadKsRefunds,
  '/couponKs/UserReceiveList': loadKsClaims,
  '/dashboard': loadDashboard,
  '/device/list': loadAgentWithdrawals,
  '/device/tag': loadFanWithdrawals,
  '/download/downloadList': loadDownloads,
  '/downloads': loadDownloads,
  '/fanWithdrawals': loadFanWithdrawals,
  '/films': loadFilms,
  '/flower/flowerList': loadFlowerOrders,
  '/flowerOrders': loadFlowerOrders,
  '/food/foodList': loadFoodOrders,
  '/foodOrders': loadFoodOrders,
  '/fund/accountStatement': loadFundStatements,
  '/fund/balanceFund': loadFundBalance,
  '/fund/flowerFund': loadFundFlowers,
  '/fund/orderFund': loadFundOrders,
  '/fundBalance': loadFundBalance,
  '/fundFlowers': loadFundFlowers,
  '/fundOrders': loadFundOrders,
  '/fundStatements': loadFundStatements,
  '/group/tag': loadMerchantInfo,
  '/juniorAgents': loadJuniorAgents,
  '/juniorOrders': loadOrders,
  '/ksClaims': loadKsClaims,
  '/ksCoupons': loadKsCoupons,
  '/ksLocalLife': loadKsLocalLife,
  '/ksOrders': loadKsOrders,
  '/ksRefunds': loadKsRefunds,
  '/local/alipayProducts': loadLocalLifeProducts,
  '/local/couponCodeList': loadCouponCodes,
  '/local/generalMerchandise': loadVirtualGoods,
  '/local/localLifeCoupon': loadLocalLifeCoupons,
  '/local/voucherPurchase': loadVoucherPurchases,
  '/localLifeCoupons': loadLocalLifeCoupons,
  '/localLifeProducts': loadLocalLifeProducts,
  '/log/operationLog': loadOperationLog,
  '/media': loadMedia,
  '/mediaStatistics': loadMediaStatistics,
  '/merchant/list': loadJuniorAgents,
  '/merchantInfo': loadMerchantInfo,
  '/newReleaseTemplate': loadNewReleaseTemplate,
  '/officialPosters': loadPosters,
  '/operationLog': loadOperationLog,
  '/orders': loadOrders,
  '/ordersCompleted': loadOrders,
  '/ordersIssued': loadOrders,
  '/ordersToGrab': loadOrders,
  '/poster/officialPoster': loadPosters,
  '/poster/sharePoster': loadPosters,
  '/posters': loadPosters,
  '/price/list': loadPricingRules,
  '/pricingRules': loadPricingRules,
  '/statistics/extensionList': loadChannels,
  '/statistics/list': loadConversions,
  '/statistics/mediumList': loadMedia,
  '/statistics/mediumStatistics': loadMediaStatistics,
  '/subaccount/subaccountList': loadSubaccounts,
  '/subaccounts': loadSubaccounts,
  '/subscribeMessages': loadSubscribeMessages,
  '/swiper/filmList': loadFilms,
  '/swiper/swiperImg': loadCarouselImages,
  '/templatePush/templatePush': loadNewReleaseTemplate,
  '/test/home': loadFeatureTestHome,
  '/test/permissions': loadFeaturePermissionDiagnostic,
  '/user/UserList': loadUsers,
  '/users': loadUsers,
  '/virtualGoods': loadVirtualGoods,
  '/voucherPurchases': loadVoucherPurchases,
  '/wechatCoupons': loadWechatCoupons,
  '/WeChatTiCket/ConPonList': loadWechatCoupons,
};
