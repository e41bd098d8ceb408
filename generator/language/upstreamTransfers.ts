import { doc } from './doc';
import { dotted, wire } from './upstreamWire';

/** upstream.yaml's `transfers`: what exports and imports add to a schema's own call. */

export const transfers = {
  type: 'object',
  // The vocabulary's type (vocabulary/upstreamProfile.ts): the console, the generator and the stand-in read one shape.
  tsType: 'TransferProfile',
  additionalProperties: false,
  required: ['export', 'import'],
  ...doc("What exports and imports add to a schema's own call (our protocol; §7 knows only the xlsx blob).", {
    export: { params: { columns: 'columns', language: 'lang' } },
    import: { params: { rows: 'rows' }, answer: { created: 'data.created', failed: 'data.failed' } },
  }),
  properties: {
    export: {
      type: 'object',
      additionalProperties: false,
      required: ['params'],
      ...doc(
        "An export call sends the list's filters and sort, plus these; it answers the file, or (a large export) a task shaped like operations.exportTask's answer.",
        { params: { columns: 'columns', language: 'lang' } },
      ),
      properties: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['language'],
          ...doc('The columns written and the language of headers and values.', {
            columns: 'columns',
            language: 'lang',
          }),
          properties: {
            columns: wire(
              "The columns written, in the order the table shows them (the column chooser's choices included). Leave it out for a service that cannot be told: the console then keeps the shown columns of the file it gets, found by their headers, and masks card numbers itself.",
              'columns',
            ),
            language: wire("The user's language.", 'lang'),
          },
        },
      },
    },
    import: {
      type: 'object',
      additionalProperties: false,
      required: ['params', 'answer'],
      ...doc(
        'An import call (§3 import) sends the checked rows; it answers how many it created and which it refused.',
        { params: { rows: 'rows' }, answer: { created: 'data.created', failed: 'data.failed' } },
      ),
      properties: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['rows'],
          ...doc('The rows.', { rows: 'rows' }),
          properties: { rows: wire('The rows.', 'rows') },
        },
        answer: {
          type: 'object',
          additionalProperties: false,
          required: ['created', 'failed'],
          ...doc('Where the counts are.', { created: 'data.created', failed: 'data.failed' }),
          properties: {
            created: dotted('How many rows were created.', 'data.created'),
            failed: dotted('The refused rows: [{ index, errors }].', 'data.failed'),
          },
        },
      },
    },
  },
};
