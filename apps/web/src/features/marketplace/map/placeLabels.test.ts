import { describe, expect, it } from 'vitest';
import { labelBox, labelsThatFit } from './placeLabels.ts';

type Place = { name: string; x: number; y: number };
const boxOf = (place: Place) => labelBox(place.name, place);

describe('labelsThatFit', () => {
  it('keeps the larger of two names that would overlap, and a name with room of its own', () => {
    const places = [
      { name: 'Toronto', x: 400, y: 300 },
      { name: 'East York', x: 420, y: 305 },
      { name: 'Mississauga', x: 150, y: 400 },
    ];
    expect(labelsThatFit(places, boxOf).map((place) => place.name)).toEqual([
      'Toronto',
      'Mississauga',
    ]);
  });

  it('names both places once zooming in has moved them apart', () => {
    const zoomedIn = [
      { name: 'Toronto', x: 400, y: 300 },
      { name: 'East York', x: 480, y: 260 },
    ];
    expect(labelsThatFit(zoomedIn, boxOf)).toHaveLength(2);
  });

  it('keeps a gap between names that only touch', () => {
    const toronto = labelBox('Toronto', { x: 0, y: 0 });
    const justBeside = { name: 'York', x: toronto.right + 1, y: 0 };
    expect(labelsThatFit([{ name: 'Toronto', x: 0, y: 0 }, justBeside], boxOf)).toHaveLength(1);
  });
});
