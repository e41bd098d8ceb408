import { doc } from './doc';
import { FIELD_PATH } from './terms';

/** The forms of names the upstream profile's parts share: wire names, headers, config keys, codes, dotted paths. */

/** A parameter name as a service spells it. */
export const WIRE_NAME = '^[A-Za-z_][A-Za-z0-9_.\\[\\]-]*$';
/** A request header's name. */
export const HEADER_NAME = '^[A-Za-z0-9-]+$';
/** The runtime config key of a base URL: movieApiUrl. */
export const CONFIG_KEY = '^[a-z][A-Za-z0-9]*ApiUrl$';

export const code = {
  type: ['integer', 'string'],
  ...doc('A code as the service sends it; 1 and "1" are the same code.', 1),
};
export const wire = (description: string, example: string) => ({
  type: 'string',
  pattern: WIRE_NAME,
  ...doc(description, example),
});
export const dotted = (description: string, example: string) => ({
  type: 'string',
  pattern: FIELD_PATH,
  ...doc(description, example),
});
