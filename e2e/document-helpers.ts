import type { Page } from 'playwright-core';

/** A page or a part of one holding a documents block. */
export type TDocumentScope = Page | ReturnType<Page['locator']>;

/** The document of `kind` in a documents block. */
export const documentOf = (scope: TDocumentScope, kind: string) =>
  scope.locator(`[data-testid="document-item"][data-kind="${kind}"]`);

/** Waits until the document of `kind` in `scope` has `status` (the item carries it as data-status). */
export const documentIn = (scope: TDocumentScope, kind: string, status: string) =>
  scope.locator(`[data-testid="document-item"][data-kind="${kind}"][data-status="${status}"]`).waitFor();

/** Opens the document (its PDF in a new tab, closed again) and waits until the block says it was viewed. */
export async function openDocument(page: Page, block: TDocumentScope, kind: string): Promise<void> {
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => null);
  await documentOf(block, kind).getByRole('button', { name: 'Открыть' }).click();
  await documentIn(block, kind, 'viewed');
  await (await popup)?.close();
}
