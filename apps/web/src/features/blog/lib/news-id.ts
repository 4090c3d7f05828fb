/** The post id of `/blog/:id`, or null when the segment is not a post number (the page shows not-found). */
export function newsIdOf(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,14}$/.test(segment)) return null;
  return Number(segment);
}
