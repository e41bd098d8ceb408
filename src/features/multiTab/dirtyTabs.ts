import type { FormEvent } from 'react';

/**
 * Which tabs hold form input not yet saved, so closing one asks first. A tab counts as changed once the user types
 * into a form of its screen (list filters excepted: they live in the URL and the tab) and as clean again after the
 * form is submitted.
 */
const dirty = new Set<string>();

/**
 * A list filter's input: react-admin wraps each in its FilterForm's `RaFilterForm-filterFormInput` element, a class it
 * sets itself. (The form's `RaFilterForm-root` is MUI's style name, which a production build does not put in the page:
 * with it, a typed filter made 关闭全部 ask about unsaved work — issue 30 item 11.)
 */
const isFilter = (target: EventTarget) =>
  target instanceof Element && !!target.closest('.RaFilterForm-filterFormInput, [data-filter-form]');

export const dirtyTabs = {
  onInput(tab: string, event: FormEvent) {
    const target = event.target;
    if (target instanceof Element && target.closest('form') && !isFilter(target)) dirty.add(tab);
  },
  onSubmit(tab: string) {
    dirty.delete(tab);
  },
  isDirty: (tab: string) => dirty.has(tab),
  /** Whether any tab holds unsaved input: a hidden tab's form (its effects paused) still makes the page ask (beforeunload). */
  any: () => dirty.size > 0,
  forget(tab: string) {
    dirty.delete(tab);
  },
};
