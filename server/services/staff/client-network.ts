// The key a client's abuse limits count under. An IPv4 address is one
// client (or one carrier-grade NAT); an IPv6 user is normally handed a whole
// /64 and may pick any address in it, so keying on the exact address would
// give one phone 2^64 budgets. express-rate-limit's own helper folds the
// address to its /64 (and an IPv4-mapped IPv6 address back to IPv4).
import { ipKeyGenerator } from 'express-rate-limit';

/** Bits of an IPv6 address that name one client's network. */
export const ipv6ClientPrefix = 64;

/** The client's network for counting: the IPv4 address, or the IPv6 /64 it belongs to. */
export function clientNetworkOf(ip: string): string {
  return ipKeyGenerator(ip, ipv6ClientPrefix);
}
