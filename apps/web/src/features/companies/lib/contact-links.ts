/**
 * Links for the registry's contact strings. Websites come as typed by the
 * filer («www.firm.ru», «http://…»); only http(s) addresses become links,
 * so a stored «javascript:…» can never run from the card.
 */
export function websiteHref(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** «+7 (495) 123-45-67» → «tel:+74951234567»; null when there are no digits to dial. */
export function phoneHref(raw: string): string | null {
  const dialable = raw.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}
