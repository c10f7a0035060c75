import { useEffect, useState } from 'react';
import { cachedImage, loadImage } from './image-cache';

/** An image element once loaded (undefined before, or without a src). */
export function useHtmlImage(src: string | null | undefined): HTMLImageElement | undefined {
  const [img, setImg] = useState(() => (src ? cachedImage(src) : undefined));
  useEffect(() => {
    if (!src) return setImg(undefined);
    let live = true;
    setImg(cachedImage(src));
    loadImage(src).then(
      (el) => live && setImg(el),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [src]);
  return img;
}
