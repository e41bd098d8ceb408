import { SKIN_DEFAULTS } from '../brandModel';
import type { Diagnostic } from '../diagnostics';
import type { BrandInput } from '../input';
import { diagnosticAt, type LoadedSource } from '../load';
import { didYouMean, suggest } from '../suggest';
import type { CheckId } from './registry';

/** A located diagnostic at a path of a source (at its key with atKey). */
interface BrandChecker {
  report(id: CheckId, source: LoadedSource, path: (string | number)[], message: string, atKey?: boolean): void;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
/** A lower-case host name or IPv4 address (or a bracketed IPv6 address), optionally with :port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`);

/**
 * What brand.schema.json cannot say (§1): unique ids and exactly one `default`, hosts that are exact and unique
 * across brands, hidden routes that exist (`routeKeys`: resource names and routes.yaml page keys), images that
 * exist under public/ (only when `assets` is given, see load.ts readAssets), and a skin_default the §2 settings
 * drawer could produce. Runs only on brand files that passed their meta-schema.
 */
export function checkBrands(
  brands: readonly LoadedSource[],
  routeKeys: ReadonlySet<string>,
  assets?: readonly string[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const checker: BrandChecker = {
    report(id, source, path, message, atKey = false) {
      if (source.damage?.unreadable) return;
      out.push(diagnosticAt(id, source, path, message, atKey));
    },
  };
  const missing = missingDefault(brands);
  const ids = new Map<string, string>();
  const domains = new Map<string, string>();
  for (const source of brands) {
    const b = source.data as BrandInput;
    if (ids.has(b.id))
      checker.report(
        'brand.id.duplicate',
        source,
        ['id'],
        `duplicate brand id "${b.id}" (already used by ${ids.get(b.id)})`,
      );
    else ids.set(b.id, source.file);
    checkDomains(source, b, domains, checker, b.id === 'default' || source === missing?.meant);
    checkHiddenRoutes(source, b, routeKeys, checker);
    if (assets) checkImages(source, b, assets, checker);
    checkSkin(source, b, checker);
  }
  if (missing) reportMissingDefault(missing.meant, out, checker);
  return out;
}

const idOf = (s: LoadedSource) => (s.data as BrandInput).id;

/**
 * Set when no brand has id "default", with the file that was meant to be the default (its id misspelt, or
 * brands/default.yaml with another id) if one looks meant. A project without brands/ (e.g. the embedded upstream's
 * test copies) has no console to brand; the rule holds as soon as there is one brand.
 */
function missingDefault(brands: readonly LoadedSource[]): { meant?: LoadedSource } | undefined {
  if (brands.length === 0 || brands.some((s) => idOf(s) === 'default')) return undefined;
  return {
    meant:
      brands.find((s) => suggest(idOf(s), ['default'])) ??
      brands.find((s) => /^brands\/default\.(ya?ml|json)$/.test(s.file)),
  };
}

/** Reports the missing default at the brand meant to be it, or at the file to add when none looks meant. */
function reportMissingDefault(meant: LoadedSource | undefined, out: Diagnostic[], checker: BrandChecker) {
  const message = 'no brand has id "default" (exactly one brand is the default: the profile used when no host matches)';
  if (!meant)
    out.push({
      file: 'brands/default.yaml',
      line: 0,
      col: 0,
      pointer: '',
      message: `${message}; add brands/default.yaml`,
      id: 'brand.default.missing',
    });
  else
    checker.report(
      'brand.default.missing',
      meant,
      ['id'],
      `${message}${suggest(idOf(meant), ['default']) ? `; did you mean "default" instead of "${idOf(meant)}"?` : ''}`,
    );
}

function checkHiddenRoutes(source: LoadedSource, b: BrandInput, routeKeys: ReadonlySet<string>, checker: BrandChecker) {
  (b.hidden_routes ?? []).forEach((key, i) => {
    if (!routeKeys.has(key)) {
      checker.report(
        'brand.hidden-route.unknown',
        source,
        ['hidden_routes', i],
        `unknown route key "${key}"${didYouMean(key, routeKeys)}; use a resource name or a routes.yaml page key`,
      );
    }
  });
}

function checkDomains(
  source: LoadedSource,
  b: BrandInput,
  owners: Map<string, string>,
  checker: BrandChecker,
  mayListNone: boolean,
) {
  const list = b.domains ?? [];
  // A domains value removed as invalid has its own error; "lists none" would only repeat it.
  if (list.length === 0 && !mayListNone && !source.prunedUnder?.(['domains'])) {
    checker.report(
      'brand.domains.none',
      source,
      b.domains ? ['domains'] : ['id'],
      `brand "${b.id}" lists no domains, so no host can select it; only the default brand may list none`,
    );
  }
  list.forEach((domain, i) => {
    const problem = domainProblem(domain);
    if (problem) {
      checker.report('brand.domain.form', source, ['domains', i], problem);
      return;
    }
    const owner = owners.get(domain);
    if (owner === source.file)
      checker.report('brand.domain.repeated', source, ['domains', i], `domain "${domain}" is listed twice`);
    else if (owner)
      checker.report(
        'brand.domain.duplicate',
        source,
        ['domains', i],
        `domain "${domain}" already belongs to ${owner}`,
      );
    else owners.set(domain, source.file);
  });
}

/** Why a domains entry is not an exact host[:port], or undefined when it is one. */
function domainProblem(domain: string): string | undefined {
  const exact = 'hosts match exactly, never by suffix, so list each host';
  if (domain.includes('*')) return `domain "${domain}" is a wildcard; ${exact}`;
  if (domain.startsWith('.')) return `domain "${domain}" starts with a dot (a suffix); ${exact}`;
  if (/[/@]|:\/\//.test(domain)) return `domain "${domain}" must be a bare host[:port], without scheme, user or path`;
  if (domain !== domain.toLowerCase())
    return `domain "${domain}" must be lower case (hosts compare case-insensitively): "${domain.toLowerCase()}"`;
  if (domain.endsWith('.') || domain.includes('.:')) return `domain "${domain}" must not end with a dot`;
  const match = HOST.exec(domain);
  if (!match) return `domain "${domain}" is not a host name (letters, digits, dots and hyphens, optionally :port)`;
  const port = match[1] === undefined ? undefined : Number(match[1]);
  if (port !== undefined && (port < 1 || port > 65535)) return `domain "${domain}" has port ${port}, outside 1-65535`;
  return undefined;
}

function checkImages(source: LoadedSource, b: BrandInput, assets: readonly string[], checker: BrandChecker) {
  const files = new Set(assets);
  const need = (path: (string | number)[], what: string, image: string) => {
    if (!files.has(image))
      checker.report(
        'brand.image.missing',
        source,
        path,
        `${what} "${image}" is not a file under public/${didYouMean(image, files)}`,
      );
  };
  need(['logo'], 'logo', b.logo);
  if (b.favicon) need(['favicon'], 'favicon', b.favicon);
  (b.service_qr ?? []).forEach((qr, i) => need(['service_qr', i, 'image'], 'image', qr.image));
}

/** The §2 drawer's rules; a brand without skin_customize may still start from any valid skin. */
function checkSkin(source: LoadedSource, b: BrandInput, checker: BrandChecker) {
  if (!b.skin_default) return;
  const skin = { ...SKIN_DEFAULTS, ...b.skin_default };
  if (skin.contentWidth === 'fluid' && skin.layout !== 'top') {
    checker.report(
      'brand.skin.content-width',
      source,
      ['skin_default', 'contentWidth'],
      `contentWidth "fluid" needs layout "top" (§2: fluid width is only available with the top menu)`,
    );
  }
  if (skin.autoHideHeader && !skin.fixedHeader) {
    checker.report(
      'brand.skin.auto-hide-header',
      source,
      ['skin_default', 'autoHideHeader'],
      'autoHideHeader needs fixedHeader: true (§2: hiding the header on scroll needs a fixed header)',
    );
  }
}
