/**
 * Searching a selector's options in the browser (§9: up to 10,000 of them, loaded at once). Matches as MUI's
 * Autocomplete does by default — anywhere in the label, ignoring case and accents, the typed text untrimmed — but
 * prepares each label once per list instead of once per option per keystroke.
 */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export type OptionFilter<T> = (options: T[], state: { inputValue: string }) => T[];

/** A filter for Autocomplete's `filterOptions`; `labelOf` gives the text an option is shown (and found) by. */
export function optionFilter<T extends object>(labelOf: (option: T) => string): OptionFilter<T> {
  const folded = new WeakMap<T, string>();
  const key = (option: T) => {
    let k = folded.get(option);
    if (k === undefined) {
      k = fold(labelOf(option));
      folded.set(option, k);
    }
    return k;
  };
  return (options, { inputValue }) => {
    if (inputValue === '') return options;
    const typed = fold(inputValue);
    return options.filter((option) => key(option).includes(typed));
  };
}
