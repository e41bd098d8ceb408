/**
 * §7 account-security calls on the movie-service API (all POST, `User-Token`), and the notice gateway's one call
 * (GET, its own base URL `noticeApiUrl`). The spec keeps the real paths opaque ("ids under /api/"); these are ours,
 * shared by the console and the embedded upstream so neither spells a path twice.
 */
export const securityEndpoints = {
  /** Payload `{ type?: 'cash' }`: a code for the login password, or (`cash`) for the withdrawal password. */
  sendPasswordSms: '/api/v2/user/sendPasswordCode',
  /** `{ password, confirm_password, code }`. */
  updatePassword: '/api/v2/user/updatePassword',
  /** `{ password, confirm_password, code }`; main accounts only (§6). */
  updateCashPassword: '/api/v2/user/updateCashPassword',
  /** No payload → `{ bound, secret?, otpauth_url?, account? }` (design: the spec does not show the answer). */
  googleConfig: '/api/v2/google/config',
  /** `{ google_secret, google_code }`. */
  googleBind: '/api/v2/google/bind',
  /** No payload: texts the code that `googleCancel` asks for. */
  googleSendCancelSms: '/api/v2/google/sendCancelCode',
  /** `{ sms_code }`. */
  googleCancel: '/api/v2/google/cancel',
  /** `{ google_code }` → `code 1`, `data.mark` (§7, §9: valid 30 min). */
  googleCheck: '/api/v2/google/check',
} as const;

/** The notice gateway (§7 "Notices": GET pageNo, pageSize; code 0 is success), relative to `noticeApiUrl`. */
export const noticeEndpoints = {
  list: '/api/notice/list',
} as const;

/** §7: `type` of the SMS call for the withdrawal (security) password. */
export const CASH_SMS_TYPE = 'cash';

/**
 * The request header that carries the Google mark (§4, §9: 30 minutes after a successful check). The upstream
 * accepts a verification-demanding call only with a live mark of the same session.
 */
export const GOOGLE_MARK_HEADER = 'Google-Mark';

/** §8: the body code that means "Google verification required". */
export const GOOGLE_REQUIRED_CODE = -5;

/** §9 Google mark lifetime. */
export const GOOGLE_MARK_TTL_MS = 1_800_000;

/** §9 verification code length (SMS codes and Google codes alike). */
export const VERIFICATION_CODE_LENGTH = 6;

/** The SMS button's count-down and the upstream's minimum interval between two sends of one kind. */
export const SMS_RESEND_MS = 60_000;

/** §9 notice list page size. */
export const NOTICE_PAGE_SIZE = 10;
