import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../errors.js';

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Hostnames (`specs.internal`), `host:port`, IPs or CIDRs (`10.0.0.0/8`) that may be fetched even if private. */
  allowHosts: string[];
  maxRedirects?: number;
}

export interface FetchedDocument {
  body: Buffer;
  contentType: string;
  finalUrl: string;
}

const MB = 1024 * 1024;

function refuse(url: string, why: string): never {
  throw new ValidationError('url_not_allowed', `refusing to fetch ${url}: ${why}. To ingest internal specs, add the host to INGEST_ALLOWED_HOSTS`, 400);
}

/**
 * The address a connection really reaches: IPv4-mapped (`::ffff:127.0.0.1`) and the deprecated
 * IPv4-compatible form (`::7f00:1`, i.e. `::127.0.0.1`) are judged as the IPv4 address they carry.
 */
function normalizeAddr(addr: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(addr);
  if (parsed.kind() !== 'ipv6') return parsed;
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  const p = v6.parts;
  const compatible = p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1);
  if (compatible) return ipaddr.fromByteArray([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
  return v6;
}

function allowedByList(host: string, port: string, addr: string | null, allow: string[]): boolean {
  for (const entry of allow) {
    if (entry === host || entry === `${host}:${port}`) return true;
    if (addr && entry.includes('/')) {
      try {
        const [range, bits] = ipaddr.parseCIDR(entry);
        const a = normalizeAddr(addr);
        if (a.kind() === range.kind() && a.match([range, bits] as never)) return true;
      } catch {
        /* not a CIDR */
      }
    } else if (addr && entry === addr) return true;
  }
  return false;
}

/** Why an address must not be fetched (loopback, private, link-local, metadata...), or null when public. */
export function blockedReason(addr: string): string | null {
  const a = normalizeAddr(addr);
  const range = a.range();
  const compatible = a.kind() === 'ipv4' && ipaddr.parse(addr).kind() === 'ipv6' && !(ipaddr.parse(addr) as ipaddr.IPv6).isIPv4MappedAddress();
  if (range === 'unicast') return compatible ? `${addr} is an IPv4-compatible IPv6 address (deprecated, not routable)` : null;
  const names: Record<string, string> = {
    loopback: 'a loopback address', private: 'a private-network address', linkLocal: 'a link-local (cloud metadata) address',
    uniqueLocal: 'a private-network address', unspecified: 'an unspecified address', carrierGradeNat: 'a carrier-grade NAT address',
    broadcast: 'a broadcast address', multicast: 'a multicast address', reserved: 'a reserved address',
  };
  return `${addr} is ${names[range] ?? `a ${range} address`}`;
}

/** Check a URL before any request: scheme, and every address its host resolves to. Throws when refused. */
export async function vet(url: URL, allow: string[]): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    refuse(url.href, `only http and https URLs can be ingested, not ${url.protocol.replace(':', '')}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  let addrs: Array<{ address: string; family: number }>;
  if (isIP(host)) addrs = [{ address: host, family: isIP(host) }];
  else {
    try {
      addrs = await lookup(host, { all: true });
    } catch {
      throw new ValidationError('url_unreachable', `cannot fetch ${url.href}: the host ${host} does not resolve`, 422);
    }
  }
  for (const a of addrs) {
    if (allowedByList(host, port, a.address, allow)) continue;
    const why = blockedReason(a.address);
    if (why) refuse(url.href, why);
  }
  return addrs[0];
}

/**
 * GET a spec by URL without becoming a server-side request forgery: http(s) only; every address the host
 * resolves to (and every redirect hop) must be public unless allow-listed; the connection is pinned to the
 * vetted address (no DNS rebinding); the body is capped at maxBytes while streaming.
 */
export async function safeFetch(rawUrl: string, opts: SafeFetchOptions): Promise<FetchedDocument> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ValidationError('url_invalid', `"${rawUrl}" is not a valid URL`, 400);
  }
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  for (let hop = 0; hop <= (opts.maxRedirects ?? 5); hop++) {
    const pinned = await vet(url, opts.allowHosts);
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const pin: LookupFunction = (_h, o, cb) => {
        if ((o as { all?: boolean }).all) (cb as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [pinned]);
        else cb(null, pinned.address, pinned.family);
      };
      const req = (url.protocol === 'https:' ? https : http).get(url, { lookup: pin, signal: deadline, headers: { accept: 'application/json, application/yaml, text/yaml, */*' } }, resolve);
      req.on('error', reject);
    }).catch((err: Error) => {
      if (err.name === 'AbortError' || deadline.aborted) throw new ValidationError('url_timeout', `fetching ${url.href} took longer than ${opts.timeoutMs} ms (URL_FETCH_TIMEOUT_MS)`, 422);
      throw new ValidationError('url_unreachable', `cannot fetch ${url.href}: ${err.message}`, 422);
    });
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      url = new URL(res.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw new ValidationError('url_fetch_failed', `GET ${url.href} answered HTTP ${status}`, 422);
    }
    const declared = Number(res.headers['content-length'] ?? 0);
    if (declared > opts.maxBytes) {
      res.destroy();
      throw new ValidationError('spec_too_large', `${url.href} is ${(declared / MB).toFixed(1)} MB, over the ${(opts.maxBytes / MB).toFixed(1)} MB limit (MAX_SPEC_BYTES)`, 413);
    }
    const parts: Buffer[] = [];
    let size = 0;
    try {
      for await (const part of res) {
        size += (part as Buffer).length;
        if (size > opts.maxBytes) {
          res.destroy();
          throw new ValidationError('spec_too_large', `${url.href} is over the ${(opts.maxBytes / MB).toFixed(1)} MB limit (MAX_SPEC_BYTES)`, 413);
        }
        parts.push(part as Buffer);
      }
    } catch (err) {
      if (err instanceof ValidationError) throw err;
      if (deadline.aborted) throw new ValidationError('url_timeout', `reading ${url.href} took longer than ${opts.timeoutMs} ms (URL_FETCH_TIMEOUT_MS)`, 422);
      throw new ValidationError('url_unreachable', `reading ${url.href} failed: ${(err as Error).message}`, 422);
    }
    return { body: Buffer.concat(parts), contentType: String(res.headers['content-type'] ?? ''), finalUrl: url.href };
  }
  throw new ValidationError('url_too_many_redirects', `${rawUrl} redirected more than ${opts.maxRedirects ?? 5} times`, 422);
}
