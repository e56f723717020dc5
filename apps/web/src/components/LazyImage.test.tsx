import { LAZY_IMAGE_PLACEHOLDER } from '@hearth/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, scrollIntoView } from '../test/fakeIntersectionObserver.ts';
import { LazyImage } from './LazyImage.tsx';

const photo = '/build/photos/garden.jpg';

describe('LazyImage', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds its place with the transparent placeholder until it scrolls into view', () => {
    render(<LazyImage src={photo} alt="The garden" width={320} className="photo" />);
    const img = screen.getByRole('img', { name: 'The garden' });

    expect(img).toHaveAttribute('src', LAZY_IMAGE_PLACEHOLDER);
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveClass('photo');

    scrollIntoView(img, false);
    expect(img).toHaveAttribute('src', LAZY_IMAGE_PLACEHOLDER);

    scrollIntoView(img);
    expect(img).toHaveAttribute('src', photo);
  });

  it('waits the delay after coming into view', () => {
    vi.useFakeTimers();
    render(<LazyImage src={photo} alt="The garden" delay={500} />);
    const img = screen.getByRole('img', { name: 'The garden' });

    scrollIntoView(img);
    act(() => vi.advanceTimersByTime(499));
    expect(img).toHaveAttribute('src', LAZY_IMAGE_PLACEHOLDER);

    act(() => vi.advanceTimersByTime(1));
    expect(img).toHaveAttribute('src', photo);
  });

  it('stops watching once it is gone', () => {
    const { unmount } = render(<LazyImage src={photo} alt="The garden" />);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed.size).toBe(1);

    unmount();

    expect(observer?.observed.size).toBe(0);
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src={photo} alt="" />);

    expect(screen.getByRole('presentation')).toHaveAttribute('src', photo);
  });
});
