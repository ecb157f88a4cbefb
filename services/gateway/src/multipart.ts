import type express from 'express';
import { ValidationError } from '@specwise/shared/server';

const uploadNames = new WeakMap<object, string>();

/** multer's `fileFilter` that notes the upload's file name, so a 413 can name the file. */
export function noteFileName(req: object, file: { originalname: string }, accept: (err: null, ok: boolean) => void): void {
  uploadNames.set(req, file.originalname);
  accept(null, true);
}

/**
 * Multipart parsing that answers a truncated or malformed body with 400 naming the problem, not 500. A file
 * over the size limit is a 413 saying which limit (`tooLarge`), when given.
 */
export function multipart(mw: express.RequestHandler, tooLarge?: (filename: string | undefined) => string): express.RequestHandler {
  return (req, res, next) =>
    mw(req, res, (err?: unknown) => {
      const e = err as { code?: string; message?: string; field?: string } | undefined;
      if (e?.code === 'LIMIT_FILE_SIZE' && tooLarge) return next(new ValidationError('file_too_large', tooLarge(uploadNames.get(req)), 413));
      if (!err || (typeof e?.code === 'string' && e.code.startsWith('LIMIT_'))) return next(err);
      next(new ValidationError('invalid_upload', `the multipart body could not be read: ${e?.message ?? String(err)}`, 400));
    });
}
