// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueriesBusy } from './useQueriesBusy';

afterEach(cleanup);

function Busy({ mutations }: { mutations?: boolean }) {
  return <output data-testid="busy">{String(useQueriesBusy({ mutations }))}</output>;
}

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

const shown = () => screen.getByTestId('busy').textContent;

describe('useQueriesBusy', () => {
  it('follows a query from its fetch to its answer, and one fetching before it mounted', async () => {
    const queryClient = new QueryClient();
    const early = deferred();
    void queryClient.fetchQuery({ queryKey: ['early'], queryFn: () => early.promise });
    render(
      <QueryClientProvider client={queryClient}>
        <Busy />
      </QueryClientProvider>,
    );
    expect(shown()).toBe('true');
    await act(async () => early.resolve('done'));
    expect(shown()).toBe('false');
    const later = deferred();
    await act(async () => void queryClient.fetchQuery({ queryKey: ['later'], queryFn: () => later.promise }));
    expect(shown()).toBe('true');
    await act(async () => later.resolve('done'));
    expect(shown()).toBe('false');
  });

  it('counts running mutations only when asked to', async () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <Busy mutations />
      </QueryClientProvider>,
    );
    const save = deferred();
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => save.promise });
    await act(async () => void mutation.execute(undefined));
    expect(shown()).toBe('true');
    await act(async () => save.resolve('saved'));
    expect(shown()).toBe('false');
  });
});
