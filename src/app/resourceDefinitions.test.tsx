// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  Resource,
  ResourceDefinitionContextProvider,
  useResourceDefinitionContext,
  useResourceDefinitions,
  type ResourceDefinition,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { resourceDefinitions, resourceElements } from './appRoutes';

afterEach(cleanup);

/** What react-admin's admin router does with its <Resource> children after its first render (ra-core 5). */
function Registrations() {
  const { register } = useResourceDefinitionContext();
  useEffect(() => {
    for (const element of resourceElements) register(Resource.registerResource(element.props));
  }, [register]);
  return null;
}

function Reader({ seen }: { seen: Array<Record<string, ResourceDefinition>> }) {
  seen.push(useResourceDefinitions());
  return null;
}

describe("react-admin's resource registry, given from the start (issue 32)", () => {
  it('is complete in the first render, and the registrations after it render nothing again', () => {
    const seen: Array<Record<string, ResourceDefinition>> = [];
    render(
      <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
        <Registrations />
        <Reader seen={seen} />
      </ResourceDefinitionContextProvider>,
    );
    expect(Object.keys(seen[0]).length).toBe(resourceElements.length);
    expect(seen).toHaveLength(1);
  });

  it('holds what each <Resource> registers (an empty registry fills by as many renders)', () => {
    const seen: Array<Record<string, ResourceDefinition>> = [];
    render(
      <ResourceDefinitionContextProvider>
        <Registrations />
        <Reader seen={seen} />
      </ResourceDefinitionContextProvider>,
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toEqual(resourceDefinitions);
  });
});
