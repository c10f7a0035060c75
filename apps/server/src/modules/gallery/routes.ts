import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { MAX_FILES_PER_REQUEST } from '../file/receive-upload';
import { galleryFileRoutes } from './file-routes';
import { galleryFolderRoutes } from './folder-routes';
import { galleryImageRoutes } from './image-routes';

/** `/api/gallery/*`: the seller's images, folders and tags (gallery:manage), and the signed file routes. */
export const galleryModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin, like /upload's: only the gallery upload parses multipart bodies here.
    await app.register(multipart, {
      limits: { fileSize: ctx.config.uploadMaxBytes, files: MAX_FILES_PER_REQUEST, fields: 20, fieldSize: 64 * 1024 },
    });
    await app.register(galleryImageRoutes(ctx));
    await app.register(galleryFolderRoutes(ctx));
    await app.register(galleryFileRoutes(ctx));
  };
