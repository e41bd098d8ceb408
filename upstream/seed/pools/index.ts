/**
 * Word lists behind the seed kinds: plausible data for a Chinese cinema-ticket reseller, one module per kind of thing
 * they name (values.ts draws from them as `pools.<NAME>`).
 */
export * from './business';
export * from './cinema';
export * from './goods';
export * from './people';
export * from './places';
