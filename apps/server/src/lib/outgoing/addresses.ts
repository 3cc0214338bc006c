import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The address policy for every address an organization's admin can enter (Slack webhooks now,
 * outgoing webhooks later): only global unicast may be connected to. `ipaddr.js` names the ranges
 * (loopback, private, link-local, carrier-grade NAT, reserved, multicast, …); only `unicast` passes.
 *
 * IPv6 forms that carry an IPv4 address reach that IPv4 address (through the kernel, a NAT64
 * gateway or a 6to4/Teredo relay), so the carried address is what is judged: IPv4-mapped
 * `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d` (ipaddr.js calls it unicast), SIIT
 * `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:aabb:ccdd::` and Teredo (server and
 * client). Any other IPv6 address must be unicast and inside 2000::/3, the global unicast block.
 */
export function isGlobalUnicast(address: string): boolean {
  if (!isIP(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried) return carried.every((v4) => v4.range() === 'unicast');
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
const SIIT = ipaddr.parseCIDR('::ffff:0:0:0/96');
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');
const TEREDO = ipaddr.parseCIDR('2001::/32');

/** The IPv4 addresses an IPv6 address leads to, or undefined for a plain IPv6 address. */
function carriedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const p = ip.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const compatible = p.slice(0, 6).every((part) => part === 0) && (p[6] !== 0 || p[7] > 1);
  if (ip.isIPv4MappedAddress() || compatible || ip.match(NAT64) || ip.match(SIIT)) return [v4(p[6], p[7])];
  if (ip.match(SIX_TO_FOUR)) return [v4(p[1], p[2])];
  // Teredo: the server's address in the clear, the client's with every bit flipped.
  if (ip.match(TEREDO)) return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)];
  return undefined;
}

/** `localhost`, `a.localhost` and `localhost.` name this machine without asking DNS (RFC 6761). */
const isLocalName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/**
 * Whether a URL's host is, by itself, not allowed: a name of this machine, or an address the policy
 * refuses. A host name that needs DNS passes here; `outgoingRequest` judges the addresses it
 * resolves to when it connects.
 */
export function hostIsInternal(
  url: URL,
  allowAddress: (address: string) => boolean = isGlobalUnicast,
): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isLocalName(host)) return true;
  return isIP(host) !== 0 && !allowAddress(host);
}
