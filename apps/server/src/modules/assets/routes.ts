import path from 'node:path';
import { Asset, AssetBucket, ErrorBody, IdParam } from '@leavedesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../http/auth';
import { AppError, appError } from '../../http/errors';
import { getAsset } from './get-asset';
import { createFileStorage } from './storage';
import { type UploadedFile, uploadAssets } from './upload-assets';

/** Assets never change once written (a new picture is a new asset), so browsers may keep them. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/** The files of a multipart/form-data request, read whole before anything is stored. */
async function readFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart())
    throw appError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw appError('BAD_REQUEST', 'Send the files in the "files" field.');
      }
      // toBuffer() throws FST_REQ_FILE_TOO_LARGE (413) past the 5 MB limit set in app.ts.
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
  } catch (error) {
    // Our refusals and the plugin's limits carry a status; the parser's own errors ("Unexpected end
    // of form", "Malformed part header") do not, and they mean the body is cut off or malformed.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw appError('INVALID_MULTIPART');
  }
  return files;
}

export async function assetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = createFileStorage(path.join(fastify.services.config.dataDir, 'assets'));

  app.post(
    '/assets',
    {
      schema: {
        tags: ['assets'],
        summary: 'Upload JPEG or PNG images (multipart, field "files", at most 5 MB each)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ bucket: AssetBucket }),
        response: {
          201: z.array(Asset),
          400: ErrorBody,
          401: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const files = await readFiles(request);
      const created = await uploadAssets(ctxOf(request), storage, { bucket: request.query.bucket, files });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/assets/:id',
    {
      config: { queryToken: true },
      schema: {
        tags: ['assets'],
        summary: 'The bytes of an asset of your organization (also with ?token= for <img> tags)',
        params: IdParam,
        querystring: z.object({ token: z.string().optional() }),
        response: { 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, typedReply) => {
      // Bytes, not JSON: the answer bypasses the response schema (documented for errors only).
      const reply = typedReply as FastifyReply;
      const asset = await getAsset(
        ctxOf(request),
        storage,
        request.params.id,
        request.headers['if-none-match'],
      );
      reply.header('cache-control', IMMUTABLE).header('etag', asset.etag);
      if (!asset.body) return reply.status(304).send();
      return reply
        .header('content-type', asset.contentType)
        .header('content-length', String(asset.size))
        .header('content-disposition', 'inline')
        .send(asset.body);
    },
  );
}
