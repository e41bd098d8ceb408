// generated — do not edit; edit routes.yaml and run npm run generate

import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** The keys of the routes.yaml pages. */
export type PageKey = 'testHome' | 'dashboard' | 'statisticsList' | 'statisticsMedia' | 'statisticsSlots' | 'userList' | 'ordersToGrab' | 'ordersIssued' | 'ordersCompleted' | 'juniorAgents' | 'juniorOrders' | 'flowerOrders' | 'foodOrders' | 'fanWithdrawals' | 'fundOrders' | 'fundFlowers' | 'fundBalance' | 'fundStatements' | 'pricing' | 'merchantInfo' | 'applications' | 'carousel' | 'films' | 'cinemas' | 'newReleaseTemplate' | 'businessCooperation' | 'subscribeMessages' | 'alipayService' | 'newCoupons' | 'couponClaims' | 'couponCenter' | 'couponCodes' | 'localLifeProducts' | 'virtualGoods' | 'voucherPurchases' | 'ksCoupons' | 'ksLocalLife' | 'ksOrders' | 'ksClaims' | 'ksRefunds' | 'wechatCoupons' | 'downloads';

/** The screens hand-written features build, by page key. */
export const pageScreens: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = { testHome: lazy(() => import('../features/testHome').then((m) => ({ default: m.TestHomePage }))) };
