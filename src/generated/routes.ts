// generated — do not edit; edit schemas/*.yaml and routes.yaml and run npm run generate

import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Apps from '@mui/icons-material/Apps';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import BarChart from '@mui/icons-material/BarChart';
import Campaign from '@mui/icons-material/Campaign';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Dashboard from '@mui/icons-material/Dashboard';
import Download from '@mui/icons-material/Download';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Image from '@mui/icons-material/Image';
import Insights from '@mui/icons-material/Insights';
import Inventory from '@mui/icons-material/Inventory';
import LocalFlorist from '@mui/icons-material/LocalFlorist';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MarkChatUnread from '@mui/icons-material/MarkChatUnread';
import Movie from '@mui/icons-material/Movie';
import NewReleases from '@mui/icons-material/NewReleases';
import People from '@mui/icons-material/People';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Podcasts from '@mui/icons-material/Podcasts';
import PriceChange from '@mui/icons-material/PriceChange';
import QrCode from '@mui/icons-material/QrCode';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Redeem from '@mui/icons-material/Redeem';
import Restaurant from '@mui/icons-material/Restaurant';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import { lazy } from 'react';
import type { MenuGroup, RouteEntry } from '../routing/types';

/** Schema names (schemas/<name>.yaml) and their views: the react-admin resource ids. */
export type ResourceName = 'agentWithdrawals' | 'alipayCoupons' | 'alipayService' | 'applications' | 'businessCooperation' | 'carouselImages' | 'channels' | 'cinemas' | 'conversions' | 'couponClaims' | 'couponCodes' | 'dashboard' | 'downloads' | 'fanWithdrawals' | 'films' | 'flowerOrders' | 'foodOrders' | 'fundBalance' | 'fundFlowers' | 'fundOrders' | 'fundStatements' | 'juniorAgents' | 'ksClaims' | 'ksCoupons' | 'ksLocalLife' | 'ksOrders' | 'ksRefunds' | 'localLifeCoupons' | 'localLifeProducts' | 'media' | 'merchantInfo' | 'newReleaseTemplate' | 'orders' | 'ordersToGrab' | 'ordersIssued' | 'ordersCompleted' | 'juniorOrders' | 'posters' | 'pricingRules' | 'subaccounts' | 'subscribeMessages' | 'users' | 'virtualGoods' | 'voucherPurchases' | 'wechatCoupons';
/** routes.yaml page keys. */
export type PageKey = 'testHome';

const loadAgentWithdrawals = () => import('./resources/agentWithdrawals');
const loadAlipayCoupons = () => import('./resources/alipayCoupons');
const loadAlipayService = () => import('./resources/alipayService');
const loadApplications = () => import('./resources/applications');
const loadBusinessCooperation = () => import('./resources/businessCooperation');
const loadCarouselImages = () => import('./resources/carouselImages');
const loadChannels = () => import('./resources/channels');
const loadCinemas = () => import('./resources/cinemas');
const loadConversions = () => import('./resources/conversions');
const loadCouponClaims = () => import('./resources/couponClaims');
const loadCouponCodes = () => import('./resources/couponCodes');
const loadDashboard = () => import('./resources/dashboard');
const loadDownloads = () => import('./resources/downloads');
const loadFanWithdrawals = () => import('./resources/fanWithdrawals');
const loadFilms = () => import('./resources/films');
const loadFlowerOrders = () => import('./resources/flowerOrders');
const loadFoodOrders = () => import('./resources/foodOrders');
const loadFundBalance = () => import('./resources/fundBalance');
const loadFundFlowers = () => import('./resources/fundFlowers');
const loadFundOrders = () => import('./resources/fundOrders');
const loadFundStatements = () => import('./resources/fundStatements');
const loadJuniorAgents = () => import('./resources/juniorAgents');
const loadKsClaims = () => import('./resources/ksClaims');
const loadKsCoupons = () => import('./resources/ksCoupons');
const loadKsLocalLife = () => import('./resources/ksLocalLife');
const loadKsOrders = () => import('./resources/ksOrders');
const loadKsRefunds = () => import('./resources/ksRefunds');
const loadLocalLifeCoupons = () => import('./resources/localLifeCoupons');
const loadLocalLifeProducts = () => import('./resources/localLifeProducts');
const loadMedia = () => import('./resources/media');
const loadMerchantInfo = () => import('./resources/merchantInfo');
const loadNewReleaseTemplate = () => import('./resources/newReleaseTemplate');
const loadOrders = () => import('./resources/orders');
const loadPosters = () => import('./resources/posters');
const loadPricingRules = () => import('./resources/pricingRules');
const loadSubaccounts = () => import('./resources/subaccounts');
const loadSubscribeMessages = () => import('./resources/subscribeMessages');
const loadUsers = () => import('./resources/users');
const loadVirtualGoods = () => import('./resources/virtualGoods');
const loadVoucherPurchases = () => import('./resources/voucherPurchases');
const loadWechatCoupons = () => import('./resources/wechatCoupons');

const agentWithdrawalsScreens = {
  preload: loadAgentWithdrawals,
  list: lazy(() => loadAgentWithdrawals().then((m) => ({ default: m.AgentWithdrawalsList }))),
  show: lazy(() => loadAgentWithdrawals().then((m) => ({ default: m.AgentWithdrawalsShow }))),
  create: lazy(() => loadAgentWithdrawals().then((m) => ({ default: m.AgentWithdrawalsCreate }))),
};
const alipayCouponsScreens = {
  preload: loadAlipayCoupons,
  list: lazy(() => loadAlipayCoupons().then((m) => ({ default: m.AlipayCouponsList }))),
  show: lazy(() => loadAlipayCoupons().then((m) => ({ default: m.AlipayCouponsShow }))),
};
const alipayServiceScreens = {
  preload: loadAlipayService,
  list: lazy(() => loadAlipayService().then((m) => ({ default: m.AlipayServiceForm }))),
};
const applicationsScreens = {
  preload: loadApplications,
  list: lazy(() => loadApplications().then((m) => ({ default: m.ApplicationsList }))),
  show: lazy(() => loadApplications().then((m) => ({ default: m.ApplicationsShow }))),
};
const businessCooperationScreens = {
  preload: loadBusinessCooperation,
  list: lazy(() => loadBusinessCooperation().then((m) => ({ default: m.BusinessCooperationList }))),
  show: lazy(() => loadBusinessCooperation().then((m) => ({ default: m.BusinessCooperationShow }))),
  edit: lazy(() => loadBusinessCooperation().then((m) => ({ default: m.BusinessCooperationEdit }))),
};
const carouselImagesScreens = {
  preload: loadCarouselImages,
  list: lazy(() => loadCarouselImages().then((m) => ({ default: m.CarouselImagesList }))),
  show: lazy(() => loadCarouselImages().then((m) => ({ default: m.CarouselImagesShow }))),
  create: lazy(() => loadCarouselImages().then((m) => ({ default: m.CarouselImagesCreate }))),
  edit: lazy(() => loadCarouselImages().then((m) => ({ default: m.CarouselImagesEdit }))),
};
const channelsScreens = {
  preload: loadChannels,
  list: lazy(() => loadChannels().then((m) => ({ default: m.ChannelsList }))),
  show: lazy(() => loadChannels().then((m) => ({ default: m.ChannelsShow }))),
  create: lazy(() => loadChannels().then((m) => ({ default: m.ChannelsCreate }))),
  edit: lazy(() => loadChannels().then((m) => ({ default: m.ChannelsEdit }))),
};
const cinemasScreens = {
  preload: loadCinemas,
  list: lazy(() => loadCinemas().then((m) => ({ default: m.CinemasList }))),
  show: lazy(() => loadCinemas().then((m) => ({ default: m.CinemasShow }))),
};
const conversionsScreens = {
  preload: loadConversions,
  list: lazy(() => loadConversions().then((m) => ({ default: m.ConversionsList }))),
  show: lazy(() => loadConversions().then((m) => ({ default: m.ConversionsShow }))),
};
const couponClaimsScreens = {
  preload: loadCouponClaims,
  list: lazy(() => loadCouponClaims().then((m) => ({ default: m.CouponClaimsList }))),
  show: lazy(() => loadCouponClaims().then((m) => ({ default: m.CouponClaimsShow }))),
};
const couponCodesScreens = {
  preload: loadCouponCodes,
  list: lazy(() => loadCouponCodes().then((m) => ({ default: m.CouponCodesList }))),
  show: lazy(() => loadCouponCodes().then((m) => ({ default: m.CouponCodesShow }))),
};
const dashboardScreens = {
  preload: loadDashboard,
  list: lazy(() => loadDashboard().then((m) => ({ default: m.DashboardDashboard }))),
};
const downloadsScreens = {
  preload: loadDownloads,
  list: lazy(() => loadDownloads().then((m) => ({ default: m.DownloadsList }))),
  show: lazy(() => loadDownloads().then((m) => ({ default: m.DownloadsShow }))),
};
const fanWithdrawalsScreens = {
  preload: loadFanWithdrawals,
  list: lazy(() => loadFanWithdrawals().then((m) => ({ default: m.FanWithdrawalsList }))),
  show: lazy(() => loadFanWithdrawals().then((m) => ({ default: m.FanWithdrawalsShow }))),
};
const filmsScreens = {
  preload: loadFilms,
  list: lazy(() => loadFilms().then((m) => ({ default: m.FilmsList }))),
  show: lazy(() => loadFilms().then((m) => ({ default: m.FilmsShow }))),
};
const flowerOrdersScreens = {
  preload: loadFlowerOrders,
  list: lazy(() => loadFlowerOrders().then((m) => ({ default: m.FlowerOrdersList }))),
  show: lazy(() => loadFlowerOrders().then((m) => ({ default: m.FlowerOrdersShow }))),
};
const foodOrdersScreens = {
  preload: loadFoodOrders,
  list: lazy(() => loadFoodOrders().then((m) => ({ default: m.FoodOrdersList }))),
  show: lazy(() => loadFoodOrders().then((m) => ({ default: m.FoodOrdersShow }))),
};
const fundBalanceScreens = {
  preload: loadFundBalance,
  list: lazy(() => loadFundBalance().then((m) => ({ default: m.FundBalanceList }))),
};
const fundFlowersScreens = {
  preload: loadFundFlowers,
  list: lazy(() => loadFundFlowers().then((m) => ({ default: m.FundFlowersList }))),
};
const fundOrdersScreens = {
  preload: loadFundOrders,
  list: lazy(() => loadFundOrders().then((m) => ({ default: m.FundOrdersList }))),
};
const fundStatementsScreens = {
  preload: loadFundStatements,
  list: lazy(() => loadFundStatements().then((m) => ({ default: m.FundStatementsList }))),
};
const juniorAgentsScreens = {
  preload: loadJuniorAgents,
  list: lazy(() => loadJuniorAgents().then((m) => ({ default: m.JuniorAgentsList }))),
  show: lazy(() => loadJuniorAgents().then((m) => ({ default: m.JuniorAgentsShow }))),
  create: lazy(() => loadJuniorAgents().then((m) => ({ default: m.JuniorAgentsCreate }))),
  edit: lazy(() => loadJuniorAgents().then((m) => ({ default: m.JuniorAgentsEdit }))),
};
const ksClaimsScreens = {
  preload: loadKsClaims,
  list: lazy(() => loadKsClaims().then((m) => ({ default: m.KsClaimsList }))),
  show: lazy(() => loadKsClaims().then((m) => ({ default: m.KsClaimsShow }))),
};
const ksCouponsScreens = {
  preload: loadKsCoupons,
  list: lazy(() => loadKsCoupons().then((m) => ({ default: m.KsCouponsList }))),
  show: lazy(() => loadKsCoupons().then((m) => ({ default: m.KsCouponsShow }))),
};
const ksLocalLifeScreens = {
  preload: loadKsLocalLife,
  list: lazy(() => loadKsLocalLife().then((m) => ({ default: m.KsLocalLifeList }))),
  show: lazy(() => loadKsLocalLife().then((m) => ({ default: m.KsLocalLifeShow }))),
};
const ksOrdersScreens = {
  preload: loadKsOrders,
  list: lazy(() => loadKsOrders().then((m) => ({ default: m.KsOrdersList }))),
  show: lazy(() => loadKsOrders().then((m) => ({ default: m.KsOrdersShow }))),
};
const ksRefundsScreens = {
  preload: loadKsRefunds,
  list: lazy(() => loadKsRefunds().then((m) => ({ default: m.KsRefundsList }))),
  show: lazy(() => loadKsRefunds().then((m) => ({ default: m.KsRefundsShow }))),
};
const localLifeCouponsScreens = {
  preload: loadLocalLifeCoupons,
  list: lazy(() => loadLocalLifeCoupons().then((m) => ({ default: m.LocalLifeCouponsList }))),
  show: lazy(() => loadLocalLifeCoupons().then((m) => ({ default: m.LocalLifeCouponsShow }))),
};
const localLifeProductsScreens = {
  preload: loadLocalLifeProducts,
  list: lazy(() => loadLocalLifeProducts().then((m) => ({ default: m.LocalLifeProductsList }))),
  show: lazy(() => loadLocalLifeProducts().then((m) => ({ default: m.LocalLifeProductsShow }))),
};
const mediaScreens = {
  preload: loadMedia,
  list: lazy(() => loadMedia().then((m) => ({ default: m.MediaList }))),
  show: lazy(() => loadMedia().then((m) => ({ default: m.MediaShow }))),
  create: lazy(() => loadMedia().then((m) => ({ default: m.MediaCreate }))),
  edit: lazy(() => loadMedia().then((m) => ({ default: m.MediaEdit }))),
};
const merchantInfoScreens = {
  preload: loadMerchantInfo,
  list: lazy(() => loadMerchantInfo().then((m) => ({ default: m.MerchantInfoForm }))),
};
const newReleaseTemplateScreens = {
  preload: loadNewReleaseTemplate,
  list: lazy(() => loadNewReleaseTemplate().then((m) => ({ default: m.NewReleaseTemplateList }))),
  show: lazy(() => loadNewReleaseTemplate().then((m) => ({ default: m.NewReleaseTemplateShow }))),
  create: lazy(() => loadNewReleaseTemplate().then((m) => ({ default: m.NewReleaseTemplateCreate }))),
  edit: lazy(() => loadNewReleaseTemplate().then((m) => ({ default: m.NewReleaseTemplateEdit }))),
};
const ordersScreens = {
  preload: loadOrders,
  list: lazy(() => loadOrders().then((m) => ({ default: m.OrdersList }))),
  show: lazy(() => loadOrders().then((m) => ({ default: m.OrdersShow }))),
};
const ordersToGrabScreens = {
  preload: loadOrders,
  list: lazy(() => loadOrders().then((m) => ({ default: m.OrdersToGrabList }))),
  show: lazy(() => loadOrders().then((m) => ({ default: m.OrdersToGrabShow }))),
};
const ordersIssuedScreens = {
  preload: loadOrders,
  list: lazy(() => loadOrders().then((m) => ({ default: m.OrdersIssuedList }))),
  show: lazy(() => loadOrders().then((m) => ({ default: m.OrdersIssuedShow }))),
};
const ordersCompletedScreens = {
  preload: loadOrders,
  list: lazy(() => loadOrders().then((m) => ({ default: m.OrdersCompletedList }))),
  show: lazy(() => loadOrders().then((m) => ({ default: m.OrdersCompletedShow }))),
};
const juniorOrdersScreens = {
  preload: loadOrders,
  list: lazy(() => loadOrders().then((m) => ({ default: m.JuniorOrdersList }))),
  show: lazy(() => loadOrders().then((m) => ({ default: m.JuniorOrdersShow }))),
};
const postersScreens = {
  preload: loadPosters,
  list: lazy(() => loadPosters().then((m) => ({ default: m.PostersList }))),
  create: lazy(() => loadPosters().then((m) => ({ default: m.PostersCreate }))),
  edit: lazy(() => loadPosters().then((m) => ({ default: m.PostersEdit }))),
};
const pricingRulesScreens = {
  preload: loadPricingRules,
  list: lazy(() => loadPricingRules().then((m) => ({ default: m.PricingRulesList }))),
  show: lazy(() => loadPricingRules().then((m) => ({ default: m.PricingRulesShow }))),
  create: lazy(() => loadPricingRules().then((m) => ({ default: m.PricingRulesCreate }))),
  edit: lazy(() => loadPricingRules().then((m) => ({ default: m.PricingRulesEdit }))),
};
const subaccountsScreens = {
  preload: loadSubaccounts,
  list: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsList }))),
  show: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsShow }))),
  create: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsCreate }))),
  edit: lazy(() => loadSubaccounts().then((m) => ({ default: m.SubaccountsEdit }))),
};
const subscribeMessagesScreens = {
  preload: loadSubscribeMessages,
  list: lazy(() => loadSubscribeMessages().then((m) => ({ default: m.SubscribeMessagesList }))),
  show: lazy(() => loadSubscribeMessages().then((m) => ({ default: m.SubscribeMessagesShow }))),
  create: lazy(() => loadSubscribeMessages().then((m) => ({ default: m.SubscribeMessagesCreate }))),
  edit: lazy(() => loadSubscribeMessages().then((m) => ({ default: m.SubscribeMessagesEdit }))),
};
const usersScreens = {
  preload: loadUsers,
  list: lazy(() => loadUsers().then((m) => ({ default: m.UsersList }))),
  show: lazy(() => loadUsers().then((m) => ({ default: m.UsersShow }))),
};
const virtualGoodsScreens = {
  preload: loadVirtualGoods,
  list: lazy(() => loadVirtualGoods().then((m) => ({ default: m.VirtualGoodsList }))),
  show: lazy(() => loadVirtualGoods().then((m) => ({ default: m.VirtualGoodsShow }))),
};
const voucherPurchasesScreens = {
  preload: loadVoucherPurchases,
  list: lazy(() => loadVoucherPurchases().then((m) => ({ default: m.VoucherPurchasesList }))),
  show: lazy(() => loadVoucherPurchases().then((m) => ({ default: m.VoucherPurchasesShow }))),
};
const wechatCouponsScreens = {
  preload: loadWechatCoupons,
  list: lazy(() => loadWechatCoupons().then((m) => ({ default: m.WechatCouponsList }))),
  show: lazy(() => loadWechatCoupons().then((m) => ({ default: m.WechatCouponsShow }))),
};

export const menuGroups: readonly MenuGroup[] = [
  { id: 'statistics', order: 10, icon: BarChart, hidden: false, unhideForAgents: false },
  { id: 'cinema', order: 20, icon: Movie, hidden: false, unhideForAgents: false },
  {
    id: 'junior',
    order: 30,
    icon: Groups,
    permission: ['is_share_order', 'junior'],
    hidden: false,
    unhideForAgents: false,
  },
  {
    id: 'device',
    order: 40,
    icon: AccountBalanceWallet,
    hidden: false,
    menuArea: 'cash',
    unhideForAgents: false,
  },
  {
    id: 'fund',
    order: 50,
    icon: ReceiptLong,
    hidden: false,
    menuArea: 'billing',
    unhideForAgents: false,
  },
  { id: 'material', order: 60, icon: PhotoLibrary, hidden: false, unhideForAgents: false },
  { id: 'operations', order: 70, icon: Campaign, hidden: false, unhideForAgents: false },
  { id: 'coupon', order: 80, icon: LocalOffer, hidden: false, unhideForAgents: false },
  { id: 'couponKs', order: 90, icon: VideoLibrary, hidden: true, unhideForAgents: true },
];

export const routes: readonly RouteEntry[] = [
  {
    key: 'alipayService',
    path: '/alipay/AlipayServe',
    kind: 'resource',
    label: 'resources.alipayService.title',
    icon: SupportAgent,
    hidden: false,
    keepAlive: false,
    group: 'operations',
    order: 40,
    resource: 'alipayService',
    screens: alipayServiceScreens,
  },
  {
    key: 'applications',
    path: '/application/applicationList',
    kind: 'resource',
    label: 'resources.applications.title',
    icon: Apps,
    hidden: false,
    keepAlive: false,
    recordLabel: 'app_name',
    openingList: { perPage: 10, sort: { field: 'month_orders', order: 'DESC' } },
    order: 57,
    permission: ['application'],
    resource: 'applications',
    screens: applicationsScreens,
  },
  {
    key: 'businessCooperation',
    path: '/businessCooperation/businessCooperation',
    kind: 'resource',
    label: 'resources.businessCooperation.title',
    icon: Handshake,
    hidden: false,
    keepAlive: false,
    recordLabel: 'company',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'operations',
    order: 20,
    permission: ['business_cooperation'],
    resource: 'businessCooperation',
    screens: businessCooperationScreens,
  },
  {
    key: 'subscribeMessages',
    path: '/businessCooperation/subscribeNewsFeed',
    kind: 'resource',
    label: 'resources.subscribeMessages.title',
    icon: MarkChatUnread,
    hidden: false,
    keepAlive: false,
    recordLabel: 'title',
    openingList: { perPage: 10, sort: { field: 'send_time', order: 'DESC' } },
    group: 'operations',
    order: 30,
    permission: ['subscribe_news'],
    resource: 'subscribeMessages',
    screens: subscribeMessagesScreens,
  },
  {
    key: 'ordersToGrab',
    path: '/cinema/agentlist',
    kind: 'resource',
    label: 'resources.ordersToGrab.title',
    group: 'cinema',
    order: 20,
    permission: ['order_grab'],
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    resource: 'ordersToGrab',
    screens: ordersToGrabScreens,
  },
  {
    key: 'orders',
    path: '/cinema/alllist',
    kind: 'resource',
    label: 'resources.orders.title',
    icon: ConfirmationNumber,
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'cinema',
    order: 10,
    permission: ['order_all'],
    resource: 'orders',
    screens: ordersScreens,
  },
  {
    key: 'cinemas',
    path: '/cinema/cinemaLists',
    kind: 'resource',
    label: 'resources.cinemas.title',
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'hall_count', order: 'DESC' } },
    group: 'material',
    order: 30,
    permission: ['cinema'],
    resource: 'cinemas',
    screens: cinemasScreens,
  },
  {
    key: 'ordersDetail',
    path: '/cinema/detail/Details',
    kind: 'detail',
    label: 'resources.orders.detail',
    hidden: true,
    keepAlive: false,
    group: 'cinema',
    order: 10,
    permission: ['order_all'],
    resource: 'orders',
    screens: ordersScreens,
  },
  {
    key: 'juniorOrders',
    path: '/cinema/juniorOrder',
    kind: 'resource',
    label: 'resources.juniorOrders.title',
    group: 'junior',
    order: 20,
    permission: ['is_share_order', 'junior'],
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    resource: 'juniorOrders',
    screens: juniorOrdersScreens,
  },
  {
    key: 'ordersCompleted',
    path: '/cinema/orderSuccess',
    kind: 'resource',
    label: 'resources.ordersCompleted.title',
    group: 'cinema',
    order: 40,
    permission: ['order_completed'],
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    resource: 'ordersCompleted',
    screens: ordersCompletedScreens,
  },
  {
    key: 'ordersIssued',
    path: '/cinema/Success',
    kind: 'resource',
    label: 'resources.ordersIssued.title',
    group: 'cinema',
    order: 30,
    permission: ['order_issued'],
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    resource: 'ordersIssued',
    screens: ordersIssuedScreens,
  },
  {
    key: 'alipayCoupons',
    path: '/coupon/newCouponList',
    kind: 'resource',
    label: 'resources.alipayCoupons.title',
    icon: LocalOffer,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'coupon',
    order: 10,
    permission: ['coupon'],
    resource: 'alipayCoupons',
    screens: alipayCouponsScreens,
  },
  {
    key: 'couponClaims',
    path: '/coupon/newUserReceiveList',
    kind: 'resource',
    label: 'resources.couponClaims.title',
    icon: AssignmentInd,
    hidden: false,
    keepAlive: false,
    recordLabel: 'claim_no',
    openingList: { perPage: 10, sort: { field: 'claimed_at', order: 'DESC' } },
    group: 'coupon',
    order: 20,
    permission: ['coupon'],
    resource: 'couponClaims',
    screens: couponClaimsScreens,
  },
  {
    key: 'ksCoupons',
    path: '/couponKs/CouponsList',
    kind: 'resource',
    label: 'resources.ksCoupons.title',
    icon: LocalOffer,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'valid_from', order: 'DESC' } },
    group: 'couponKs',
    order: 10,
    permission: ['coupon_ks'],
    resource: 'ksCoupons',
    screens: ksCouponsScreens,
  },
  {
    key: 'ksLocalLife',
    path: '/couponKs/LocalLife',
    kind: 'resource',
    label: 'resources.ksLocalLife.title',
    icon: Storefront,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'couponKs',
    order: 20,
    permission: ['coupon_ks'],
    resource: 'ksLocalLife',
    screens: ksLocalLifeScreens,
  },
  {
    key: 'ksOrders',
    path: '/couponKs/OrderList',
    kind: 'resource',
    label: 'resources.ksOrders.title',
    icon: ReceiptLong,
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'paid_at', order: 'DESC' } },
    group: 'couponKs',
    order: 30,
    permission: ['coupon_ks'],
    resource: 'ksOrders',
    screens: ksOrdersScreens,
  },
  {
    key: 'ksRefunds',
    path: '/couponKs/RequestRefund',
    kind: 'resource',
    label: 'resources.ksRefunds.title',
    icon: AssignmentReturn,
    hidden: false,
    keepAlive: false,
    recordLabel: 'refund_no',
    openingList: { perPage: 10, sort: { field: 'applied_at', order: 'DESC' } },
    group: 'couponKs',
    order: 50,
    permission: ['coupon_ks'],
    resource: 'ksRefunds',
    screens: ksRefundsScreens,
  },
  {
    key: 'ksClaims',
    path: '/couponKs/UserReceiveList',
    kind: 'resource',
    label: 'resources.ksClaims.title',
    icon: AssignmentInd,
    hidden: false,
    keepAlive: false,
    recordLabel: 'claim_no',
    openingList: { perPage: 10, sort: { field: 'claimed_at', order: 'DESC' } },
    group: 'couponKs',
    order: 40,
    permission: ['coupon_ks'],
    resource: 'ksClaims',
    screens: ksClaimsScreens,
  },
  {
    key: 'dashboard',
    path: '/dashboard',
    kind: 'resource',
    label: 'resources.dashboard.title',
    icon: Dashboard,
    hidden: false,
    keepAlive: true,
    order: 0,
    permission: ['dashboard'],
    resource: 'dashboard',
    screens: dashboardScreens,
  },
  {
    key: 'agentWithdrawals',
    path: '/device/list',
    kind: 'resource',
    label: 'resources.agentWithdrawals.title',
    icon: AccountBalanceWallet,
    hidden: false,
    keepAlive: false,
    recordLabel: 'agent_name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'device',
    order: 10,
    permission: ['withdraw_agent'],
    resource: 'agentWithdrawals',
    screens: agentWithdrawalsScreens,
  },
  {
    key: 'fanWithdrawals',
    path: '/device/tag',
    kind: 'resource',
    label: 'resources.fanWithdrawals.title',
    hidden: false,
    keepAlive: true,
    recordLabel: 'nickname',
    group: 'device',
    order: 20,
    permission: ['withdraw_fan'],
    resource: 'fanWithdrawals',
    screens: fanWithdrawalsScreens,
  },
  {
    key: 'downloads',
    path: '/download/downloadList',
    kind: 'resource',
    label: 'resources.downloads.title',
    icon: Download,
    hidden: false,
    keepAlive: false,
    recordLabel: 'file_name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    order: 95,
    permission: ['download'],
    resource: 'downloads',
    screens: downloadsScreens,
  },
  {
    key: 'flowerOrders',
    path: '/flower/flowerList',
    kind: 'resource',
    label: 'resources.flowerOrders.title',
    icon: LocalFlorist,
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    order: 32,
    permission: ['flower_order'],
    resource: 'flowerOrders',
    screens: flowerOrdersScreens,
  },
  {
    key: 'foodOrders',
    path: '/food/foodList',
    kind: 'resource',
    label: 'resources.foodOrders.title',
    icon: Restaurant,
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    order: 34,
    permission: ['food_order'],
    resource: 'foodOrders',
    screens: foodOrdersScreens,
  },
  {
    key: 'fundStatements',
    path: '/fund/accountStatement',
    kind: 'resource',
    label: 'resources.fundStatements.title',
    hidden: false,
    keepAlive: false,
    recordLabel: 'period',
    openingList: { perPage: 10, sort: { field: 'period', order: 'DESC' } },
    group: 'fund',
    order: 40,
    permission: ['fund_statement'],
    resource: 'fundStatements',
    screens: fundStatementsScreens,
  },
  {
    key: 'fundBalance',
    path: '/fund/balanceFund',
    kind: 'resource',
    label: 'resources.fundBalance.title',
    hidden: false,
    keepAlive: false,
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'fund',
    order: 30,
    permission: ['fund_balance'],
    resource: 'fundBalance',
    screens: fundBalanceScreens,
  },
  {
    key: 'fundFlowers',
    path: '/fund/flowerFund',
    kind: 'resource',
    label: 'resources.fundFlowers.title',
    hidden: false,
    keepAlive: false,
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'fund',
    order: 20,
    permission: ['fund_flower'],
    resource: 'fundFlowers',
    screens: fundFlowersScreens,
  },
  {
    key: 'fundOrders',
    path: '/fund/orderFund',
    kind: 'resource',
    label: 'resources.fundOrders.title',
    hidden: false,
    keepAlive: false,
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'fund',
    order: 10,
    permission: ['fund_order'],
    resource: 'fundOrders',
    screens: fundOrdersScreens,
  },
  {
    key: 'merchantInfo',
    path: '/group/tag',
    kind: 'resource',
    label: 'resources.merchantInfo.title',
    icon: Storefront,
    hidden: false,
    keepAlive: false,
    order: 56,
    permission: ['merchant_info'],
    resource: 'merchantInfo',
    screens: merchantInfoScreens,
  },
  {
    key: 'localLifeProducts',
    path: '/local/alipayProducts',
    kind: 'resource',
    label: 'resources.localLifeProducts.title',
    icon: ShoppingBag,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'coupon',
    order: 50,
    permission: ['local_life'],
    resource: 'localLifeProducts',
    screens: localLifeProductsScreens,
  },
  {
    key: 'couponCodes',
    path: '/local/couponCodeList',
    kind: 'resource',
    label: 'resources.couponCodes.title',
    icon: QrCode,
    hidden: false,
    keepAlive: false,
    recordLabel: 'code',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'coupon',
    order: 40,
    permission: ['local_life'],
    resource: 'couponCodes',
    screens: couponCodesScreens,
  },
  {
    key: 'virtualGoods',
    path: '/local/generalMerchandise',
    kind: 'resource',
    label: 'resources.virtualGoods.title',
    icon: Inventory,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'coupon',
    order: 60,
    permission: ['local_life'],
    resource: 'virtualGoods',
    screens: virtualGoodsScreens,
  },
  {
    key: 'localLifeCoupons',
    path: '/local/localLifeCoupon',
    kind: 'resource',
    label: 'resources.localLifeCoupons.title',
    icon: Storefront,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'sale_start', order: 'DESC' } },
    group: 'coupon',
    order: 30,
    permission: ['local_life'],
    resource: 'localLifeCoupons',
    screens: localLifeCouponsScreens,
  },
  {
    key: 'voucherPurchases',
    path: '/local/voucherPurchase',
    kind: 'resource',
    label: 'resources.voucherPurchases.title',
    icon: Receipt,
    hidden: false,
    keepAlive: false,
    recordLabel: 'order_no',
    openingList: { perPage: 10, sort: { field: 'paid_at', order: 'DESC' } },
    group: 'coupon',
    order: 70,
    permission: ['local_life'],
    resource: 'voucherPurchases',
    screens: voucherPurchasesScreens,
  },
  {
    key: 'juniorAgents',
    path: '/merchant/list',
    kind: 'resource',
    label: 'resources.juniorAgents.title',
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'junior',
    order: 10,
    permission: ['is_share_order', 'junior'],
    resource: 'juniorAgents',
    screens: juniorAgentsScreens,
  },
  {
    key: 'posters',
    path: '/poster/sharePoster',
    kind: 'resource',
    label: 'resources.posters.title',
    icon: Image,
    hidden: false,
    keepAlive: false,
    recordLabel: 'title',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'material',
    order: 40,
    permission: ['poster'],
    resource: 'posters',
    screens: postersScreens,
  },
  {
    key: 'pricingRules',
    path: '/price/list',
    kind: 'resource',
    label: 'resources.pricingRules.title',
    icon: PriceChange,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'priority', order: 'DESC' } },
    order: 55,
    menuArea: 'rebate',
    permission: ['price'],
    resource: 'pricingRules',
    screens: pricingRulesScreens,
  },
  {
    key: 'channels',
    path: '/statistics/extensionList',
    kind: 'resource',
    label: 'resources.channels.title',
    icon: Campaign,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'statistics',
    order: 30,
    permission: ['statistics'],
    resource: 'channels',
    screens: channelsScreens,
  },
  {
    key: 'conversions',
    path: '/statistics/list',
    kind: 'resource',
    label: 'resources.conversions.title',
    icon: Insights,
    hidden: false,
    keepAlive: true,
    group: 'statistics',
    order: 10,
    permission: ['statistics'],
    resource: 'conversions',
    screens: conversionsScreens,
  },
  {
    key: 'media',
    path: '/statistics/mediumList',
    kind: 'resource',
    label: 'resources.media.title',
    icon: Podcasts,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    group: 'statistics',
    order: 20,
    permission: ['statistics'],
    resource: 'media',
    screens: mediaScreens,
  },
  {
    key: 'subaccounts',
    path: '/subaccount/subaccountList',
    kind: 'resource',
    label: 'resources.subaccounts.title',
    icon: ManageAccounts,
    hidden: false,
    keepAlive: true,
    recordLabel: 'tel',
    order: 90,
    permission: ['SubaccountList'],
    resource: 'subaccounts',
    screens: subaccountsScreens,
  },
  {
    key: 'films',
    path: '/swiper/filmList',
    kind: 'resource',
    label: 'resources.films.title',
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'release_date', order: 'DESC' } },
    group: 'material',
    order: 20,
    permission: ['film'],
    resource: 'films',
    screens: filmsScreens,
  },
  {
    key: 'carouselImages',
    path: '/swiper/swiperImg',
    kind: 'resource',
    label: 'resources.carouselImages.title',
    icon: ViewCarousel,
    hidden: false,
    keepAlive: false,
    recordLabel: 'title',
    openingList: { perPage: 10, sort: { field: 'display_order', order: 'ASC' } },
    group: 'material',
    order: 10,
    permission: ['swiper'],
    resource: 'carouselImages',
    screens: carouselImagesScreens,
  },
  {
    key: 'newReleaseTemplate',
    path: '/templatePush/templatePush',
    kind: 'resource',
    label: 'resources.newReleaseTemplate.title',
    icon: NewReleases,
    hidden: false,
    keepAlive: false,
    recordLabel: 'title',
    openingList: { perPage: 10, sort: { field: 'push_time', order: 'DESC' } },
    group: 'operations',
    order: 10,
    permission: ['template_push'],
    resource: 'newReleaseTemplate',
    screens: newReleaseTemplateScreens,
  },
  {
    key: 'testHome',
    path: '/test/home',
    kind: 'page',
    label: 'app.pages.testHome',
    order: 100,
    hidden: false,
    keepAlive: false,
    layout: 'blank',
    screen: lazy(() => import('../features/testHome').then((m) => ({ default: m.TestHomePage }))),
  },
  {
    key: 'users',
    path: '/user/UserList',
    kind: 'resource',
    label: 'resources.users.title',
    icon: People,
    hidden: false,
    keepAlive: false,
    recordLabel: 'nickname',
    openingList: { perPage: 10, sort: { field: 'last_order_at', order: 'DESC' } },
    order: 15,
    permission: ['user_list'],
    resource: 'users',
    screens: usersScreens,
  },
  {
    key: 'wechatCoupons',
    path: '/WeChatTiCket/ConPonList',
    kind: 'resource',
    label: 'resources.wechatCoupons.title',
    icon: Redeem,
    hidden: false,
    keepAlive: false,
    recordLabel: 'name',
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    order: 85,
    resource: 'wechatCoupons',
    screens: wechatCouponsScreens,
  },
];
