// A random (version 4) UUID from crypto.getRandomValues. crypto.randomUUID exists only in
// secure contexts (https, or localhost): the store reached over plain http at any other
// address (a LAN, `start:cluster --hosts`) has none, and calling it throws.
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4) and the variant (10xx), as RFC 9562 sets them.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
