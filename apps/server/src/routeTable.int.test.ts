import { ReferenceList, routes, SearchType } from '@hearth/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.ts';

type Listed = { method: string; path: string };

/** Every endpoint of the table, found by walking its groups. */
function endpointsIn(tree: unknown): Listed[] {
  if (typeof tree === 'function' && 'method' in tree && 'path' in tree) {
    return [{ method: String(tree.method), path: String(tree.path) }];
  }
  return typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(endpointsIn) : [];
}

// The server registers these once per value rather than with a parameter.
const spelledOut: Record<string, readonly string[]> = {
  list: ReferenceList.codes,
  searchType: SearchType.codes,
};

function registered(app: FastifyInstance, { method, path }: Listed): boolean {
  if (app.hasRoute({ method, url: path })) {
    return true;
  }
  const word = Object.keys(spelledOut).find((name) => path.includes(`:${name}`));
  return (
    word !== undefined &&
    (spelledOut[word] ?? []).every((value) =>
      registered(app, { method, path: path.replace(`:${word}`, value) }),
    )
  );
}

const { server } = useTestServer();

describe('the route table the web calls through', () => {
  it('names only routes the server registers, by method and path', () => {
    const listed = endpointsIn(routes);
    expect(listed.length).toBeGreaterThan(100);
    expect(listed.filter((endpoint) => !registered(server.app, endpoint))).toStrictEqual([]);
  });

  it('would notice a path the server does not have', () => {
    expect(registered(server.app, { method: 'GET', path: '/api/patients/:patientId' })).toBe(true);
    expect(registered(server.app, { method: 'GET', path: '/api/patient/:patientId' })).toBe(false);
    expect(registered(server.app, { method: 'DELETE', path: '/api/patients/:patientId' })).toBe(
      false,
    );
  });
});
