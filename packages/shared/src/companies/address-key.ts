/**
 * The key an address is matched by against the ФНС mass-address list: lower
 * case, ё → е, every run of punctuation and spaces → one space. The list and
 * ЕГРЮЛ spell the same address with different commas and abbreviation dots,
 * so exact text would rarely match. Importers of `mass-addresses` must store
 * `address_key` with this same function.
 */
export function addressKey(address: string | null): string | null {
  if (!address) return null;
  const key = address
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return key || null;
}
