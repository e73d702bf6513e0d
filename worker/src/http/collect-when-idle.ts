import type { NextFunction, Request, Response } from 'express';
import { IdleCollection } from '../platform/idle-collection.js';

/** Each request is work: the heap is collected once none has been running for a moment. */
export function collectWhenIdle(collection = new IdleCollection()) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    collection.begin();
    res.once('close', () => collection.end());
    next();
  };
}
