/**
 * §5 password composition, written once for the console's forms and the embedded upstream's checks.
 *
 * The rule is the spec's: at least two kinds among letters, digits and the symbols !@#$%^&*, and nothing else.
 * Current guidance prefers length over composition (OWASP ASVS 6.2.5: no composition rules; ASVS 6.2.1: at least
 * 8 characters — NIST SP 800-63B says the same). We keep the spec's rule because the real upstream enforces it;
 * a length minimum would be the first thing to add if the product may change it.
 */
export const PASSWORD_SYMBOLS = '!@#$%^&*';

/** The three kinds of character a password may hold. */
export const PASSWORD_KINDS = {
  letter: /[A-Za-z]/,
  digit: /[0-9]/,
  symbol: /[!@#$%^&*]/,
} as const;

/** Only letters, digits and the symbols — one regex, so both sides refuse exactly the same strings. */
export const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*]+$/;

/** Why a password was refused: i18n keys under `security.validation` (console) and zh-CN texts (upstream). */
export type PasswordProblem = 'required' | 'composition' | 'mismatch' | 'code';

/** §8 messages, zh-CN (the upstream answers in Chinese; the console translates the same keys). */
export const PASSWORD_MESSAGES_ZH: Record<PasswordProblem, string> = {
  required: '请输入新密码',
  composition: '密码必须为字母+数字、字母+特殊字符或数字+特殊字符的组合',
  mismatch: '两次输入的密码不一致',
  code: '请输入正确的验证码',
};

/** True when the password holds only allowed characters and at least two of the three kinds (§5). */
export function passwordComposes(password: string): boolean {
  if (!PASSWORD_ALLOWED.test(password)) return false;
  return Object.values(PASSWORD_KINDS).filter((kind) => kind.test(password)).length >= 2;
}

/**
 * The first problem of a password change, in the order the form shows them: new password, confirmation, code.
 * `codeLength` is §9's verification code length.
 */
export function passwordChangeProblem(
  input: { password?: unknown; confirm_password?: unknown; code?: unknown },
  codeLength: number,
): { field: 'password' | 'confirm_password' | 'code'; problem: PasswordProblem } | undefined {
  const password = typeof input.password === 'string' ? input.password : '';
  const confirm = typeof input.confirm_password === 'string' ? input.confirm_password : '';
  const code = typeof input.code === 'string' || typeof input.code === 'number' ? String(input.code) : '';
  if (password === '') return { field: 'password', problem: 'required' };
  if (!passwordComposes(password)) return { field: 'password', problem: 'composition' };
  if (confirm === '' || confirm !== password) return { field: 'confirm_password', problem: 'mismatch' };
  if (code.length !== codeLength) return { field: 'code', problem: 'code' };
  return undefined;
}
