// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicApp } from './PublicApp';

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.location.hash = '';
});

/** Whether the sign-in form was in the page when the app's first commit (its mount) was done. */
async function formAtFirstCommit(): Promise<boolean> {
  let atMount: boolean | undefined;
  const onRender = (_id: string, phase: string) => {
    if (phase === 'mount') atMount = document.querySelector('input[name=username]') !== null;
  };
  await act(async () => {
    render(
      <Profiler id="public" onRender={onRender}>
        <PublicApp onSignedIn={async () => undefined} />
      </Profiler>,
    );
  });
  // Whatever came later, the form is there in the end.
  await waitFor(() => expect(document.querySelector('input[name=username]')).not.toBeNull());
  return atMount!;
}

describe('the login page in its first commit (issue 32, §9: Lighthouse TBT)', () => {
  it('draws the form at once for a first visit, no language stored: no second, blocking render', async () => {
    window.location.hash = '#/user/login';
    expect(await formAtFirstCommit()).toBe(true);
  });

  it('a visitor who chose English gets the page once the English messages are in', async () => {
    localStorage.setItem('RaStoreccs.locale', JSON.stringify('en'));
    window.location.hash = '#/user/login';
    expect(await formAtFirstCommit()).toBe(false);
    expect(document.body.textContent).toContain('Password');
  });
});
