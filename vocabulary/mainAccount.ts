/**
 * §6: what a main (non-sub) account holds besides its role — declared in permissions.yaml (`mainAccount`), applied
 * by the console when it derives the role from user info and by the embedded upstream when it grants.
 */
export interface MainAccountRule {
  /** Held with every action they carry. */
  readonly keys: readonly string[];
  /** User-info flag → marker key, held when the flag is on. */
  readonly markers: Readonly<Record<string, string>>;
  /** Prefix of the marker named after business_type (business_type_ → business_type_1). */
  readonly businessTypeMarker?: string;
  /** Never held by a main account, whatever its role grants. */
  readonly removes: readonly string[];
}

/** Without a mainAccount block, a main account gets nothing extra. */
export const NO_MAIN_ACCOUNT_RULE: MainAccountRule = { keys: [], markers: {}, removes: [] };
