import { afterAll, beforeAll } from 'vitest';

// happy-dom lays nothing out; Leaflet reads its container's size to place everything.
const MAP_SIZE = { clientWidth: 800, clientHeight: 600 } as const;
const sizes = Object.keys(MAP_SIZE) as (keyof typeof MAP_SIZE)[];

/**
 * Gives Leaflet's containers, and only them, the size a browser would give the map, for the tests
 * of the calling file; everything else keeps happy-dom's sizes.
 */
export function sizeLeafletMaps() {
  const originals = sizes.map((name) =>
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
  );

  beforeAll(() => {
    sizes.forEach((name, i) => {
      const original = originals[i];
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('leaflet-container')
            ? MAP_SIZE[name]
            : original?.get?.call(this);
        },
      });
    });
  });

  afterAll(() => {
    sizes.forEach((name, i) => {
      const original = originals[i];
      if (original !== undefined) {
        Object.defineProperty(HTMLElement.prototype, name, original);
      }
    });
  });
}
