import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sameElement } from './sameElement';

const Route = (_: { path: string; element?: ReactNode }) => null;
const Routes = (_: { children?: ReactNode }) => null;
const Screen = (_: { name: string }) => null;

/** A route table as react-admin makes one at each render: new elements, new arrays, the same components. */
const table = (paths: string[], screen = 'orders') =>
  createElement(
    Routes,
    null,
    paths.map((path) => createElement(Route, { key: path, path, element: createElement(Screen, { name: screen }) })),
  );

describe('sameElement (the layout skipped when react-admin hands it an equal route table)', () => {
  it('takes a table made anew with the same routes and screens for the same', () => {
    expect(sameElement(table(['orders/*', 'device/*']), table(['orders/*', 'device/*']))).toBe(true);
  });

  it('tells a table with another route, another order, another screen or another key apart', () => {
    const base = table(['orders/*', 'device/*']);
    expect(sameElement(base, table(['orders/*', 'device/*', 'users/*']))).toBe(false);
    expect(sameElement(base, table(['device/*', 'orders/*']))).toBe(false);
    expect(sameElement(base, table(['orders/*', 'device/*'], 'devices'))).toBe(false);
    expect(
      sameElement(createElement(Screen, { key: 'a', name: 'x' }), createElement(Screen, { key: 'b', name: 'x' })),
    ).toBe(false);
  });

  it('compares functions and objects in props by identity', () => {
    const onClick = () => undefined;
    expect(sameElement(createElement('button', { onClick }), createElement('button', { onClick }))).toBe(true);
    expect(
      sameElement(createElement('button', { onClick }), createElement('button', { onClick: () => undefined })),
    ).toBe(false);
    expect(
      sameElement(
        createElement(Screen, { name: 'x', style: {} } as never),
        createElement(Screen, { name: 'x', style: {} } as never),
      ),
    ).toBe(false);
  });

  it('gives up past its depth: two trees deeper than that count as different', () => {
    const nest = (depth: number): ReactNode =>
      depth === 0 ? createElement(Screen, { name: 'leaf' }) : createElement(Routes, null, nest(depth - 1));
    expect(sameElement(nest(2), nest(2))).toBe(true);
    expect(sameElement(nest(8), nest(8))).toBe(false);
  });
});
