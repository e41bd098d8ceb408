import { NOTICE_PAGE_SIZE } from '../vocabulary/securityLimits';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import { answered, fixedRoute } from './fixedRoutes';
import { fail } from './http';
import type { Route } from './router';
import { DAY_MS, formatDateTime } from './time';

/**
 * A notice of the notice gateway (§2 notice popup, §7 "Notices"). The spec shows no fields; ours: `url` opens a
 * page (the console opens only http(s) links), else `content` is an HTML body (the console sanitises it).
 */
export interface Notice {
  id: number;
  title: string;
  content: string;
  url: string;
  created_at: string;
}

export type NoticeSeed = Omit<Notice, 'id' | 'created_at'> & { daysAgo: number };

/** What `npm start` shows: three ordinary notices, newest last. Tests start without any and add their own. */
export const DEMO_NOTICES: readonly NoticeSeed[] = [
  {
    daysAgo: 12,
    title: '春节期间出票时间调整',
    url: '',
    content: '<p>春节期间（除夕至初三）部分影院出票时间延长至 <b>30 分钟</b>，请耐心等待。</p>',
  },
  {
    daysAgo: 5,
    title: '提现到账时间说明',
    url: '',
    content:
      '<p>工作日 16:00 前申请的提现当日到账，其余次一工作日到账。</p><ul><li>单笔最低 10 元</li><li>每日最多 3 笔</li></ul>',
  },
  {
    daysAgo: 1,
    title: '新功能：谷歌二次验证',
    url: '',
    content: '<p>为保护资金安全，建议在右上角菜单<b>绑定谷歌验证器</b>。绑定后修改安全密码需先通过验证。</p>',
  },
];

export class NoticeBoard {
  private notices: Notice[] = [];
  private nextId = 1;

  constructor(
    private readonly seed: readonly NoticeSeed[],
    private readonly now: () => number = Date.now,
  ) {
    this.reset();
  }

  /** Adds a notice as the newest (test hook: hostile bodies and links come this way). */
  add(input: { title?: unknown; content?: unknown; url?: unknown }, daysAgo = 0): Notice {
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    const notice: Notice = {
      id: this.nextId++,
      title: str(input.title) || `公告 ${this.nextId - 1}`,
      content: str(input.content),
      url: str(input.url),
      created_at: formatDateTime(new Date(this.now() - daysAgo * DAY_MS)),
    };
    this.notices.push(notice);
    return notice;
  }

  clear(): void {
    this.notices = [];
  }

  /** Newest first. */
  page(pageNo: number, pageSize: number): { list: Notice[]; totalCount: number } {
    const newest = [...this.notices].reverse();
    return { list: newest.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalCount: newest.length };
  }

  reset(): void {
    this.notices = [];
    this.nextId = 1;
    for (const s of this.seed) this.add(s, s.daysAgo);
  }
}

const positive = (v: unknown, fallback: number) => {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : NaN;
};

/**
 * §7 Notices: the page asked for (§9: 10) in the notice gateway's own convention (its client in upstream.yaml: code 0
 * is success). Public: a notice gateway is another service and gets none of our tokens (a request carrying one is
 * refused, conventions.ts).
 */
export function noticeRoutes(board: NoticeBoard, profile: UpstreamProfile): Route[] {
  return [
    fixedRoute(profile, 'notices', 'public', ({ input }) => {
      const page = positive(input.page, 1);
      const perPage = positive(input.perPage, NOTICE_PAGE_SIZE);
      if (Number.isNaN(page) || Number.isNaN(perPage) || perPage > 50) return fail('分页参数错误');
      const { list, totalCount } = board.page(page, perPage);
      return answered(profile, 'notices', { rows: list, total: totalCount }, 'success');
    }),
  ];
}
