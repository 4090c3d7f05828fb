import { monogramColor, monogramInitials } from '../../lib/monogram.ts';
import classes from './company-page.module.css';

/** The company's picture: initials on a colour tile (no external images). Decorative: the h1 names it. */
export function CompanyMonogram({ name }: { name: string }) {
  const color = monogramColor(name);
  return (
    <div
      className={classes.monogram}
      aria-hidden="true"
      style={{
        background: `linear-gradient(140deg, var(--mantine-color-${color}-5) 0%, var(--mantine-color-${color}-8) 100%)`,
      }}
    >
      {monogramInitials(name)}
    </div>
  );
}
