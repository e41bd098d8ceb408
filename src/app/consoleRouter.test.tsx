// @vitest-environment happy-dom
import { Suspense, use } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleRouterProvider } from './consoleRouter';

const { RouterWrapper } = consoleRouterProvider;
const never = new Promise<never>(() => undefined);

/** A screen whose module never comes. */
function Waiting(): null {
  use(never);
  return null;
}

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(to)}>go {to}</button>;
}

function Screens({ note }: { note: string }) {
  return (
    <>
      <p>{note}</p>
      <GoTo to="/waiting" />
      <GoTo to="/b" />
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/a" element={<p>screen a</p>} />
          <Route path="/b" element={<p>screen b</p>} />
          <Route path="/waiting" element={<Waiting />} />
        </Routes>
      </Suspense>
    </>
  );
}

afterEach(cleanup);

describe('the console router (issue 13)', () => {
  it('renders a navigation at once, not in a transition: a screen still loading shows the loading indicator', async () => {
    window.location.hash = '#/a';
    render(<RouterWrapper>{<Screens note="first" />}</RouterWrapper>);
    expect(screen.getByText('screen a')).toBeTruthy();
    await act(async () => screen.getByText('go /waiting').click());
    // In a transition React would keep screen a until the new one could show.
    expect(screen.getByText('loading')).toBeTruthy();
    expect(window.location.hash).toBe('#/waiting');
  });

  it('is made once: its content follows the wrapper, its address stays', async () => {
    window.location.hash = '#/a';
    const { rerender } = render(<RouterWrapper>{<Screens note="first" />}</RouterWrapper>);
    await act(async () => screen.getByText('go /b').click());
    expect(screen.getByText('screen b')).toBeTruthy();
    rerender(<RouterWrapper>{<Screens note="second" />}</RouterWrapper>);
    expect(screen.getByText('second')).toBeTruthy();
    expect(screen.getByText('screen b')).toBeTruthy();
  });
});
