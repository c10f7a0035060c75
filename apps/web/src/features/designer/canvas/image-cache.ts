/**
 * Decoded preview images by URL, shared by every canvas: a layer rebuilt after an edit draws the same element at
 * once instead of waiting for the network again.
 */
const cache = new Map<string, HTMLImageElement>();
const waiting = new Map<string, Promise<HTMLImageElement>>();

export const cachedImage = (src: string): HTMLImageElement | undefined => cache.get(src);

export function loadImage(src: string): Promise<HTMLImageElement> {
  const hit = cache.get(src);
  if (hit) return Promise.resolve(hit);
  let p = waiting.get(src);
  if (!p) {
    p = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new window.Image();
      img.crossOrigin = 'anonymous';
      img.decoding = 'async';
      img.onload = () => {
        cache.set(src, img);
        waiting.delete(src);
        resolve(img);
      };
      img.onerror = () => {
        waiting.delete(src);
        reject(new Error(`图片加载失败：${src}`));
      };
      img.src = src;
    });
    waiting.set(src, p);
  }
  return p;
}
