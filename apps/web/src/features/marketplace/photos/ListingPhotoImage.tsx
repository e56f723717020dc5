import type { ListingPhoto, ListingPhotoSource } from '@hearth/domain';
import { LazyImage, type LazyImageProps } from '../../../components/LazyImage.tsx';

export type ListingPhotoImageProps = Omit<LazyImageProps, 'src' | 'srcSet' | 'sizes'> & {
  photo: ListingPhoto;
  /** How wide the image is drawn at each screen width, so the browser picks the size to load. */
  sizes: string;
};

/** `a?w=320 320w, a?w=640 640w`: the candidates of `srcset`; none while a photo has no sizes. */
export const srcSetOf = (sources: readonly ListingPhotoSource[]) =>
  sources.length === 0
    ? undefined
    : sources.map((source) => `${source.url} ${source.width}w`).join(', ');

/** A listing's photo, loaded in view and in the size the screen needs. */
export function ListingPhotoImage({ photo, sizes, ...imageProps }: ListingPhotoImageProps) {
  return (
    <LazyImage {...imageProps} src={photo.url} srcSet={srcSetOf(photo.sources)} sizes={sizes} />
  );
}
