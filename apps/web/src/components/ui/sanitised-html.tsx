import classes from './sanitised-html.module.css';

/**
 * A news post's or a knowledge article's body. The server keeps only an allow-list of tags and attributes before
 * it stores either (no scripts, handlers or script URLs), so the HTML it sends is shown as it is.
 */
export function SanitisedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored
  return <div className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
