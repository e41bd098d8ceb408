/** §7 login has two variants (upstream.yaml operations.login and operations.subLogin). */
export type AccountType = 'main' | 'sub';
