import { DESIGN_TEMPLATE_API, GALLERY_API } from '@podbench/contract';
import { drainRenders, save, teeDetail, teeDocument } from '../design-fixtures';
import { uploadOne } from '../gallery-fixtures';
import type { TestApp } from '../helper';
import type { Seller } from '../marketplace-fixtures';
import { ok, sellerCall } from './seller-api';

/** A's gallery folder and image, a design of a tee (rendered), a design template, a design batch and a removal batch. */
export async function makeDesignResources(t: TestApp, seller: Seller, mark: string) {
  const call = sellerCall(t, seller);

  const folder = ok(
    await call<{ id: number }>('POST', GALLERY_API.folderCreate, { parentId: 0, name: `${mark}文件夹` }),
    'folder',
  );
  const image = await uploadOne(t, seller.token, `${mark}图片.png`, 7, folder.id);
  const tee = await teeDetail(t);
  const designDocument = teeDocument(tee, image.id);
  const design = ok(
    await save(t, seller.token, { name: `${mark}设计`, productId: tee.id, document: designDocument, version: 0 }),
    'design',
  );
  await drainRenders(t); // print files and mockups: their signed links are swept too
  const designTemplate = ok(
    await call<{ id: number }>('POST', DESIGN_TEMPLATE_API.save, { name: `${mark}设计模板`, document: designDocument }),
    'design template',
  );
  const designBatch = ok(
    await call<{ id: number }>('POST', DESIGN_TEMPLATE_API.batch, {
      imageId: image.id,
      targets: [{ productId: tee.id, color: tee.colors[0]!.name }],
    }),
    'design batch',
  );
  const batch = ok(
    await call<{ batchId: string }>('POST', '/api/removal/batches', { imageIds: [image.id] }),
    'removal',
  );
  return { folder, image, tee, designDocument, design, designTemplate, designBatch, batch };
}
