/**
 * The shape of a contract fixture (issue 29 item 6): one statement of the spec (../shared/spec/console-spec.md), the
 * request a service following it expects from the console and the answer such a service may give. Fixtures are
 * written by hand from the spec's words — never read from upstream.yaml, the schemas or the generated asset — so a
 * convention the console got wrong shows up as a failing test instead of being mirrored on both sides.
 */

/** The §7 clients: 1 the movie service, 2 the admin gateway, and the external notice gateway. */
export type SpecClient = 'movie' | 'gateway' | 'notice';

/** A line of the spec a fixture rests on; citations.test.ts checks the quote is on that line, under that section. */
export interface Cite {
  /** '§7' … the section heading the line is under. */
  section: string;
  /** 1-based line number in console-spec.md. */
  line: number;
  /** Words of that line, verbatim. */
  quote: string;
}

export interface SpecRequest {
  client: SpecClient;
  /** §7: "POST unless noted". Left out where the spec does not say which call it is. */
  method?: 'GET' | 'POST';
  /**
   * The parameters the spec names, with the values the test gives the console for them: each must arrive under
   * this name with this value (compared as text: a query string and a JSON body both count; a list as its items
   * joined by commas). `ANY`: the spec names the parameter, not its value.
   */
  sends: Readonly<Record<string, unknown>>;
  /** The spec's payload column is the whole payload: nothing else may be sent. */
  only?: boolean;
}

/**
 * What the service answers: a JSON body with an HTTP status (200 unless given), or a raw body (text/plain unless a
 * content type is given: a download's file).
 */
export type SpecAnswer = { status?: number; body: unknown } | { status?: number; text: string; contentType?: string };

export interface Statement {
  cite: readonly Cite[];
  /** What the fixture has to assume beyond the spec (a value, where a field sits): ours, to check against the real service. */
  ours?: string;
  /**
   * A known difference between the console and the spec, being fixed elsewhere (issue 29 item 7): the test runs as
   * `it.fails` until then, and fails as soon as the console follows the spec — delete this line then.
   */
  gap?: string;
  /**
   * A difference between the console and the spec that the lead has to decide (the spec may be read two ways, or
   * following it would break something else): the test runs as `it.fails` and says why here.
   */
  decide?: string;
  request?: SpecRequest;
  answer?: SpecAnswer;
}

/** A parameter the spec names without a value. */
export const ANY = Symbol.for('contract.any');

/** Identity helper: checks a fixture against the type while keeping its literal shape for the tests. */
export const statement = <S extends Statement>(s: S): S => s;
