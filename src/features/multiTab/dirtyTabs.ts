import type { FormEvent } from 'react';

/**
 * Which tabs hold form input not yet saved, so closing one asks first. A tab counts as changed once the user types
 * into a form of its screen (list filters excepted: they live in the URL and the tab) and as clean again after the
 * form is submitted.
 */
const dirty = new Set<string>();

const isFilter = (target: EventTarget) => target instanceof Element && !!target.closest('.RaFilterForm-root, [data-filter-form]');

export const dirtyTabs = {
  onInput(tab: string, event: FormEvent) {
    const target = event.target;
    if (target instanceof Element && target.closest('form') && !isFilter(target)) dirty.add(tab);
  },
  onSubmit(tab: string) {
    dirty.delete(tab);
  },
  isDirty: (tab: string) => dirty.has(tab),
  forget(tab: string) {
    dirty.delete(tab);
  },
};
