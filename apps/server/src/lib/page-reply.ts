/** The spec §7 page envelope: page numbers for `next`/`previous`, past-the-end pages empty. */
export function pageReply<T>(count: number, page: number, pageSize: number, result: T[]) {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    page,
    page_size: pageSize,
    next: page < lastPage ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
    result,
  };
}
