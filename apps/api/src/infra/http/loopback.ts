import type { FastifyRequest } from 'fastify';

/**
 * True when the TCP connection itself comes from this machine. Judged from the socket only: a
 * forwarded header (or request.ip, which follows TRUST_PROXY) could be made up by the client.
 */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}
