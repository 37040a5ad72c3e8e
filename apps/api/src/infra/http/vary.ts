import type { FastifyReply } from 'fastify';
import vary from 'vary';

/** Adds fields to the Vary header instead of replacing it: CORS has already put Origin there on a cross-origin call. */
export function varyOn(reply: FastifyReply, fields: string): FastifyReply {
  const current = reply.getHeader('vary');
  const header = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  return reply.header('vary', vary.append(header, fields));
}
