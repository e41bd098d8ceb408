import type { ComponentType } from 'react';

/**
 * What a hand-written feature (src/features/<name>/) contributes to the app shell besides the pages routes.yaml
 * names. Each feature's index exports one `feature` object; src/app/features.ts lists them and the shell places each
 * contribution. A feature imports shared code only — never the shell, never another feature (lint zones).
 */
export interface Feature {
  /** For developers: which capability this is (§ of the spec). */
  readonly about: string;
  /** Parts of the basic layout's content column. */
  readonly slots?: {
    /** Above the page header (a progress bar). */
    readonly top?: ComponentType;
    /** Between the page header and the page (notices about the whole screen). */
    readonly afterHeader?: ComponentType;
  };
  /** Entries of the header's user menu (MUI MenuItems forwarding their ref). */
  readonly userMenu?: readonly ComponentType[];
}
