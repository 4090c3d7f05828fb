export type TWebsiteLink = { href: string; label: string };

/**
 * A link for the website the register gives. Registers store it as typed
 * (`www.example.ru`, `example.ru/shop`, `http://…`): without a scheme https is
 * assumed; anything that is not an http(s) address after that (`javascript:`,
 * garbage) gets no link at all.
 */
export function websiteLink(raw: string | null | undefined): TWebsiteLink | null {
  const text = raw?.trim();
  if (!text) return null;
  const hasScheme = /^https?:\/\//i.test(text);
  // Another scheme (`mailto:`, `javascript:`) is no website; `host:8080` is.
  if (!hasScheme && /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  // Credentials in a link would hide the real host from the reader.
  if (!isWeb || url.username || url.password || !url.hostname.includes('.')) return null;
  const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  return { href: url.href, label };
}
