import type { TokenLinkQuestions } from './tokenLoginFlow';

/** The token-link dialogs, downloaded only when a link has something to ask (most page loads carry no link). */
const dialogs = () => import('./tokenLinkDialogs').then((m) => m.tokenLinkDialogs);

export const lazyTokenLinkDialogs: TokenLinkQuestions = {
  confirmSwitch: async (accounts) => (await dialogs()).confirmSwitch(accounts),
  tellRefused: async (outcome, current) => (await dialogs()).tellRefused(outcome, current),
};
