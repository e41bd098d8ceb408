// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnyRequest } from './useAnyRequest';

afterEach(cleanup);

function Probe({ seen, mutations }: { seen: boolean[]; mutations?: boolean }) {
  seen.push(useAnyRequest({ mutations }));
  return null;
}

/** A promise and the function that settles it. */
function deferred() {
  let settle = () => {};
  const promise = new Promise<string>((resolve) => (settle = () => resolve('done')));
  return { promise, settle };
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 10)));

describe('whether any request is under way (issue 32)', () => {
  it('turns yes when the first of three queries starts and no when the last ends, rendering only then', async () => {
    const client = new QueryClient();
    const seen: boolean[] = [];
    render(
      <QueryClientProvider client={client}>
        <Probe seen={seen} />
      </QueryClientProvider>,
    );
    const answers = [deferred(), deferred(), deferred()];
    await act(async () => {
      answers.forEach((a, n) => void client.fetchQuery({ queryKey: ['q', n], queryFn: () => a.promise }));
    });
    await flush();
    expect(seen.at(-1)).toBe(true);
    answers[0].settle();
    await flush();
    answers[1].settle();
    await flush();
    expect(seen.at(-1)).toBe(true);
    answers[2].settle();
    await flush();
    expect(seen.at(-1)).toBe(false);
    // No, yes, no: not once more for each query that started or ended in between.
    expect(seen.filter((busy, n) => n === 0 || busy !== seen[n - 1])).toEqual([false, true, false]);
    expect(seen.length).toBe(3);
  });

  it('counts a mutation only when asked to', async () => {
    const client = new QueryClient();
    const withMutations: boolean[] = [];
    const queriesOnly: boolean[] = [];
    render(
      <QueryClientProvider client={client}>
        <Probe seen={withMutations} mutations />
        <Probe seen={queriesOnly} />
      </QueryClientProvider>,
    );
    const answer = deferred();
    await act(async () => {
      void client
        .getMutationCache()
        .build(client, { mutationFn: () => answer.promise })
        .execute(undefined);
    });
    await flush();
    expect(withMutations.at(-1)).toBe(true);
    expect(queriesOnly.at(-1)).toBe(false);
    answer.settle();
    await flush();
    expect(withMutations.at(-1)).toBe(false);
  });
});
