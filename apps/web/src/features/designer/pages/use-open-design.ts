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

/**
 * `?id=` opens a saved design exactly as stored (document, version, images' previews); `?productId=` starts a new
 * one on that blank. Both read the blank for its mockups and colours. A new `generation` opens again with the same
 * ids (another new design on the same blank).
 */
export function useOpenDesign(id: number | null, productId: number | null, generation = 0): OpenState {
  const [state, setState] = useState<OpenState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks for a fresh open of the same ids
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
            doc: newDocument(product),
            product,
            designId: null,
            name: `${product.name}设计`.slice(0, 50),
            version: 0,
            images: [],
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
