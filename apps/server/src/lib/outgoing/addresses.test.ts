import { describe, expect, it } from 'vitest';
import { hostIsInternal, isGlobalUnicast } from './addresses';

/**
 * The address policy for addresses an organization's admin enters: only global unicast passes,
 * whatever form the address is written in. Hosts are written as in a URL (the URL parser
 * normalizes them first: `[::127.0.0.1]` becomes `[::7f00:1]`, `127.1` becomes `127.0.0.1`).
 */
const refused = [
  // IPv4
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '100.64.0.1',
  '127.0.0.1',
  '127.1',
  '169.254.169.254',
  '172.16.0.1',
  '192.0.0.1',
  '192.0.2.1',
  '192.168.1.1',
  '198.18.0.1',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6
  '[::]',
  '[::1]',
  '[fc00::1]',
  '[fd12:3456::1]',
  '[fe80::1]',
  '[fec0::1]',
  '[ff02::1]',
  '[100::1]',
  '[2001:db8::1]',
  '[5f00::1]',
  // IPv6 forms that lead to a local IPv4 address
  '[::127.0.0.1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:10.0.0.1]',
  '[::ffff:0:127.0.0.1]',
  '[64:ff9b::7f00:1]',
  '[64:ff9b::169.254.169.254]',
  '[64:ff9b:1::808:808]',
  '[2002:7f00:1::]',
  '[2002:a9fe:a9fe::1]',
  // Teredo with a public server (65.54.227.120) and the client 127.0.0.1 (bits flipped)
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  // names of this machine
  'localhost',
  'LOCALHOST',
  'hooks.localhost',
  'localhost.',
];

const accepted = [
  '8.8.8.8',
  '1.1.1.1',
  '34.225.0.1',
  '[2606:4700:4700::1111]',
  '[2a00:1450:4001:80b::200e]',
  '[::ffff:8.8.8.8]',
  '[64:ff9b::8.8.8.8]',
  '[2002:808:808::1]',
  '[2001:0:4136:e378:8000:63bf:f7f7:f7f7]',
  'hooks.slack.com',
];

describe('the address policy (only global unicast)', () => {
  it.each(refused)('refuses %s', (host) => {
    const url = new URL(`https://${host}/services/x`);
    expect(hostIsInternal(url)).toBe(true);
    const address = url.hostname.replace(/^\[|\]$/g, '');
    if (!address.includes('localhost')) expect(isGlobalUnicast(address)).toBe(false);
  });

  it.each(accepted)('accepts %s', (host) => {
    expect(hostIsInternal(new URL(`https://${host}/services/x`))).toBe(false);
  });

  it('judges resolved addresses, not names, as addresses', () => {
    expect(isGlobalUnicast('8.8.8.8')).toBe(true);
    expect(isGlobalUnicast('2606:4700:4700::1111')).toBe(true);
    expect(isGlobalUnicast('hooks.slack.com')).toBe(false);
    expect(isGlobalUnicast('')).toBe(false);
  });
});
