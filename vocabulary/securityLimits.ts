/**
 * §9's limits of the account-security calls, shared by the console and the embedded upstream. Where the calls go and
 * what they are called is upstream.yaml's (operations: sendPasswordSms, updatePassword, the Google calls, notices).
 */

/** §9 Google mark lifetime. */
export const GOOGLE_MARK_TTL_MS = 1_800_000;

/** §9 verification code length (SMS codes and Google codes alike). */
export const VERIFICATION_CODE_LENGTH = 6;

/** The SMS button's count-down and the upstream's minimum interval between two sends of one kind. */
export const SMS_RESEND_MS = 60_000;

/** §9 notice list page size. */
export const NOTICE_PAGE_SIZE = 10;
