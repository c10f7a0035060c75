import { loadDesignFonts } from '@podbench/design';
import { useEffect, useState } from 'react';
import { getDesign } from '../api/get-design';
import { getProduct } from '../api/get-product';
import { newDocument } from '../model/new-document';
import { loadDesign } from '../store/designer-store';

export type OpenState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'error'; message: string }
  | { status: 'pick' };

/** What a new design opens on: the colour and print area picked on the product page (`?color=&area=`). */
export interface StartPick {
  color: string | null;
  area: string | null;
}

/**
 * `?id=` opens a saved design exactly as stored (document, version, images' previews); `?productId=` starts a new
 * one on that blank, in the picked colour and on the picked area when the blank has them. Both read the blank for its mockups and colours. A new `generation` opens again with the same
 * ids (another new design on the same blank).
 */
export function useOpenDesign(
  id: number | null,
  productId: number | null,
  generation = 0,
  start: StartPick = { color: null, area: null },
): OpenState {
  const [state, setState] = useState<OpenState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks for a fresh open; the pick is read as the target opens
  useEffect(() => {
    let live = true;
    const run = async () => {
      if (id !== null) {
        const design = await getDesign(id);
        // The fonts the text needs download while the blank is read: the canvas waits for both.
        loadDesignFonts(design.document).catch(() => undefined);
        const product = await getProduct(design.productId);
        const images = design.images.map((i) => ({
          id: i.id,
          name: i.name,
          width: i.width,
          height: i.height,
          src: i.previewUrl,
        }));
        if (live)
          loadDesign({
            doc: design.document,
            product,
            designId: design.id,
            name: design.name,
            version: design.version,
            images,
          });
      } else if (productId !== null) {
        const product = await getProduct(productId);
        if (live)
          loadDesign({
            doc: newDocument(product, start.color),
            product,
            designId: null,
            name: `${product.name}设计`.slice(0, 50),
            version: 0,
            images: [],
            color: start.color ?? undefined,
            areaKey: start.area ?? undefined,
          });
      } else {
        if (live) setState({ status: 'pick' });
        return;
      }
      if (live) setState({ status: 'ready' });
    };
    setState({ status: 'loading' });
    run().catch((e: Error) => live && setState({ status: 'error', message: e.message }));
    return () => {
      live = false;
    };
  }, [id, productId, generation]);
  return state;
}
