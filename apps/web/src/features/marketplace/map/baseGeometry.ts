import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesUrl from 'us-atlas/states-10m.json?url';
// Natural Earth's 1:50m countries and the US Census 1:10m states, emitted by the build as hashed
// files: fetched only when a map without tiles is drawn, then cached by the browser for a year.
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** What the map draws when no tile server is configured. */
export type BaseGeometry = {
  land: FeatureCollection;
  countryBorders: MultiLineString;
  stateBorders: MultiLineString;
};

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type States = Topology<{ states: GeometryCollection }>;

function isTopologyWith<T extends Topology>(
  value: unknown,
  objects: readonly string[],
): value is T {
  if (typeof value !== 'object' || value === null || !('type' in value) || !('objects' in value)) {
    return false;
  }
  const held = value.objects;
  return (
    value.type === 'Topology' &&
    typeof held === 'object' &&
    held !== null &&
    objects.every((name) => name in held)
  );
}

async function fetchTopology<T extends Topology>(
  url: string,
  objects: readonly string[],
  signal: AbortSignal | undefined,
): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  const body: unknown = await response.json();
  if (!isTopologyWith<T>(body, objects)) {
    throw new Error(`${url} is not the expected topology`);
  }
  return body;
}

// A border is an arc two shapes share; a coastline belongs to one shape only and is left out.
const between = (a: object, b: object) => a !== b;

/** Land, and the borders inside it, from the two topologies. */
export function baseGeometryOf(countries: Countries, states: States): BaseGeometry {
  return {
    land: feature(countries, countries.objects.land),
    countryBorders: mesh(countries, countries.objects.countries, between),
    stateBorders: mesh(states, states.objects.states, between),
  };
}

/** Fetches and converts the shipped base map data. */
export async function loadBaseGeometry(signal?: AbortSignal): Promise<BaseGeometry> {
  const [countries, states] = await Promise.all([
    fetchTopology<Countries>(countriesUrl, ['countries', 'land'], signal),
    fetchTopology<States>(statesUrl, ['states'], signal),
  ]);
  return baseGeometryOf(countries, states);
}
