import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The folders directly inside `folder`, relative to the repository. */
async function foldersIn(folder: string): Promise<string[]> {
  const entries = await readdir(`${repositoryRoot}${folder}`, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** The names the module map writes as code (`name`) in the architecture document. */
async function namedInTheMap(): Promise<Set<string>> {
  const document = await readFile(`${repositoryRoot}docs/architecture.md`, 'utf8');
  const start = document.indexOf('## Module map');
  const end = document.indexOf('\n## ', start + 1);
  expect(start, 'the architecture document has a module map').toBeGreaterThan(-1);
  const map = document.slice(start, end);
  return new Set([...map.matchAll(/`([A-Za-z]+)`/g)].map(([, name]) => name ?? ''));
}

// A newcomer finds a behaviour from the map: a module or feature folder it does not name is one
// they cannot find.
describe('the architecture document', () => {
  it.each([
    ['server module', 'apps/server/src/modules'],
    ['web feature', 'apps/web/src/features'],
  ])('names every %s folder in its module map', async (_kind, folder) => {
    const named = await namedInTheMap();
    const folders = await foldersIn(folder);

    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((name) => !named.has(name))).toStrictEqual([]);
  });
});
