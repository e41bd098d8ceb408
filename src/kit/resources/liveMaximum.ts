import type { TestConfig } from 'yup';
import { validationMessage as m } from './validationMessage';

/** A live figure a form's rules read (the withdrawable balance): its value, its label and its value as shown. */
export interface LiveFigure {
  value: number;
  label: string;
  text: string;
}

/** The live figures of a form by name, handed to its rules as react-hook-form's `context`. */
export type LiveFigures = Readonly<Record<string, LiveFigure>>;

/**
 * A field's live upper bound (schema `maximumFrom`): no more than the figure, with the figure in the message
 * (不能大于可提现金额 ¥29,332.91). Until the figure has loaded (or where it cannot, an import's rows) only the
 * fixed rules hold; the upstream checks it again whatever the form knew.
 */
export function atMostFigure(name: string): TestConfig<number | null | undefined> {
  return {
    name: `atMostFigure.${name}`,
    test(value, ctx) {
      const figure = (ctx.options.context as LiveFigures | undefined)?.[name];
      if (!figure || value === undefined || value === null || value <= figure.value) return true;
      return ctx.createError({
        message: m('app.validation.atMostFigure', { figure: figure.label, value: figure.text }),
      });
    },
  };
}
