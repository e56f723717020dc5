import { act } from '@testing-library/react';

// Stands in for the browser's IntersectionObserver, which happy-dom does not drive: the test
// says when an element scrolls into view.
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.observed.add(target);
  }

  unobserve(target: Element) {
    this.observed.delete(target);
  }

  disconnect() {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(target: Element, isIntersecting: boolean) {
    if (this.observed.has(target)) {
      const entry = { target, isIntersecting } as unknown as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }
}

/** Tells every observer watching `target` that it came into view (or left it). */
export function scrollIntoView(target: Element, isIntersecting = true) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      observer.report(target, isIntersecting);
    }
  });
}
